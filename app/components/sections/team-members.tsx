import { Card } from "~/components/ui/card";
import { Picture } from "~/components/ui/picture";
import type { TeamMember } from "~/content/types";
import type { ResponsiveImage } from "~/lib/responsive-image";

/** The people behind the business, each with a portrait, role and a line about them. */
export function TeamMembers({
  members,
}: {
  members: readonly (TeamMember & { portrait?: ResponsiveImage; portraitAlt: string })[];
}) {
  return (
    <ul className="rows rows-wide mt-12">
      {members.map((member) => (
        <li key={member.key} className="row-of-2 flex">
          <Card className="flex w-full flex-col items-start gap-5 sm:flex-row">
            {member.portrait ? (
              <Picture
                image={member.portrait}
                alt={member.portraitAlt}
                sizes="112px"
                className="block size-28 shrink-0 overflow-hidden rounded-full"
                imgClassName="h-full w-full object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-28 shrink-0 items-center justify-center rounded-full bg-garden-50 font-display text-3xl font-semibold text-garden-800"
              >
                {member.name
                  .split(" ")
                  .map((part) => part[0])
                  .join("")}
              </span>
            )}
            <div>
              <h3 className="font-display text-xl font-semibold text-ink">{member.name}</h3>
              <p className="mt-1 font-medium text-garden-700">{member.role}</p>
              <p className="mt-3 leading-relaxed text-ink-soft">{member.bio}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
