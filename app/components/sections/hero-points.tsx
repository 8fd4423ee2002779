/** Short selling points under a hero's lead, as a row of dotted items that wraps. */
export function HeroPoints({ points }: { points: readonly string[] }) {
  return (
    <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-white/90">
      {points.map((point) => (
        <li key={point} className="flex items-center gap-2 before:size-1.5 before:rounded-full before:bg-water-100">
          {point}
        </li>
      ))}
    </ul>
  );
}
