import { TelLink } from "~/components/tel-link";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Phone } from "~/components/ui/icons/phone";
import business from "@content/business.yml";

/** One call button per division line, so a caller reaches the right team first time. */
export function DirectLinesCard({ title, lead }: { title: string; lead: string }) {
  return (
    <Card className="border-garden-100 bg-garden-50">
      <h2 className="font-display text-2xl font-semibold text-ink">{title}</h2>
      <p className="mt-2 text-ink-soft">{lead}</p>
      <ul className="mt-5 space-y-3">
        {[business.divisions.drives, business.divisions.cleaning].map((division) => (
          <li key={division.key}>
            <TelLink
              line={division.phone}
              className={buttonClasses({
                variant: division.key === "cleaning" ? "water" : "primary",
                size: "lg",
                className: "w-full justify-start py-3",
              })}
            >
              <Phone aria-hidden="true" className="size-5 shrink-0" />
              <span className="flex flex-col items-start">
                <span className="text-sm font-medium opacity-90">{division.name}</span>
                <span>{division.phone.display}</span>
              </span>
            </TelLink>
          </li>
        ))}
      </ul>
    </Card>
  );
}
