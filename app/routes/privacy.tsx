import { TelLink } from "~/components/tel-link";
import { linkClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import business from "@content/business.yml";
import copy from "@content/pages/privacy.yml";
import { pageMeta } from "~/content/site-metadata";
import { buildMailto } from "~/lib/mailto";

export const meta = () => pageMeta("privacy", copy.meta);

/** The privacy notice: plain reading, its sections as headings a screen reader can jump between. */
export default function Privacy() {
  const { meta: written, updatedLabel, updated, intro, sections, contactLabel } = copy;
  return (
    <Container className="py-14 sm:py-20">
      <article className="max-w-3xl">
        <h1 className="font-display text-3xl font-semibold text-garden-900 sm:text-4xl">{written.title}</h1>
        <p className="mt-3 text-sm text-ink-soft">
          {updatedLabel} <time dateTime={updated.iso}>{updated.words}</time>
        </p>
        <p className="mt-6 text-lg leading-relaxed text-ink">{intro}</p>
        {/* Sections, not regions: headings are enough to move between them, without a landmark each. */}
        {sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="font-display text-2xl font-semibold text-garden-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-ink-soft">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <p className="mt-10 border-t border-line pt-6 text-ink-soft">
          {contactLabel}{" "}
          <a href={buildMailto(business.email)} className={linkClasses}>
            {business.email}
          </a>{" "}
          · <TelLink line={business.phones.main} className={linkClasses} />
        </p>
      </article>
    </Container>
  );
}
