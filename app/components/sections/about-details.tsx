import { TeamMembers } from "~/components/sections/team-members";
import { ValueCards } from "~/components/sections/value-cards";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import members from "@content/business.yml?part=team";
// Its own parts of the page's content, so the page's first script carries none of these words.
import team from "@content/pages/about.yml?part=team";
import values from "@content/pages/about.yml?part=values";

/** Each member with their portrait, matched by key; a member without one shows initials. */
const teamWithPortraits = () =>
  members.map((member) => {
    const portrait = team.portraits.find((entry) => entry.member === member.key)?.portrait;
    return { ...member, portrait: portrait?.image, portraitAlt: portrait?.alt ?? "" };
  });

/** The About page below its story: what the business values, and the team. */
export function AboutDetails() {
  return (
    <>
      <Section labelledBy="values-title" tone="stone">
        <SectionHeading id="values-title" {...values.heading} />
        <ValueCards items={values.items} />
      </Section>
      <Section labelledBy="team-title">
        <SectionHeading id="team-title" {...team.heading} />
        <TeamMembers members={teamWithPortraits()} />
      </Section>
    </>
  );
}
