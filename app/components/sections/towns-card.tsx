import { Card } from "~/components/ui/card";

/** The towns the business covers, as a compact multi-column list. */
export function TownsCard({
  title,
  lead,
  towns,
  className,
}: {
  title: string;
  lead: string;
  towns: readonly string[];
  className?: string;
}) {
  return (
    <Card className={className}>
      <h2 className="font-display text-2xl font-semibold text-ink">{title}</h2>
      <p className="mt-2 text-ink-soft">{lead}</p>
      <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1.5 text-[0.95rem] text-ink sm:grid-cols-3 lg:grid-cols-5">
        {towns.map((town) => (
          <li key={town}>{town}</li>
        ))}
      </ul>
    </Card>
  );
}
