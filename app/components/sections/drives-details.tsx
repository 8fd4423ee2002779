import { ProcessSteps } from "~/components/sections/process-steps";
import { Testimonials } from "~/components/sections/testimonials";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
// Its own parts of the page's content, so the page's first script carries none of these words.
import process from "@content/pages/drives-and-landscapes.yml?part=process";
import testimonials from "@content/pages/drives-and-landscapes.yml?part=testimonials";

/** The driveways and landscaping page below its gallery: how a job goes, and what customers say. */
export function DrivesDetails() {
  return (
    <>
      <Section labelledBy="process-title">
        <SectionHeading id="process-title" {...process.heading} />
        <ProcessSteps steps={process.steps} />
      </Section>
      <Section labelledBy="testimonials-title" tone="stone">
        <SectionHeading id="testimonials-title" {...testimonials.heading} />
        <Testimonials items={testimonials.items} />
      </Section>
    </>
  );
}
