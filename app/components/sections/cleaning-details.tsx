import { EquipmentCards } from "~/components/sections/equipment-cards";
import { ProcessSteps } from "~/components/sections/process-steps";
import { Testimonials } from "~/components/sections/testimonials";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
// Its own parts of the page's content, so the page's first script carries none of these words.
import equipment from "@content/pages/exterior-cleaning.yml?part=equipment";
import process from "@content/pages/exterior-cleaning.yml?part=process";
import testimonials from "@content/pages/exterior-cleaning.yml?part=testimonials";

/** The cleaning page below its gallery: how a job goes, the equipment, and what customers say. */
export function CleaningDetails() {
  return (
    <>
      <Section labelledBy="process-title">
        <SectionHeading id="process-title" accent="water" {...process.heading} />
        <ProcessSteps steps={process.steps} tone="water" />
      </Section>
      <Section labelledBy="equipment-title" tone="water">
        <SectionHeading id="equipment-title" inverted {...equipment.heading} />
        <EquipmentCards cards={equipment.cards} />
      </Section>
      <Section labelledBy="testimonials-title" tone="stone">
        <SectionHeading id="testimonials-title" accent="water" {...testimonials.heading} />
        <Testimonials items={testimonials.items} />
      </Section>
    </>
  );
}
