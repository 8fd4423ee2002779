/** The build's line for a field, beside it; the field names it with `aria-describedby`. */
export function FieldProblem({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 rounded-md bg-danger-600/10 px-3 py-2 text-sm font-medium text-danger-700">
      {message}
    </p>
  );
}
