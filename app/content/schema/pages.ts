/** One schema per page content file (`content/pages/<id>.yml`), built from shared sections. */
import * as v from "valibot";

import { copy, heading, icon, list, pageMeta, picture, stat, template, text, tone } from "./blocks.ts";
import { editor } from "./editor.ts";

/** A page's title, description and menu label; its path, indexing and breadcrumbs come from the registry. */
const meta = pageMeta;

export type PageMeta = v.InferOutput<typeof meta>;

/** What every page hero has: its picture, the page's h1 and a sentence under it. */
const heroBasics = {
  image: picture("hero", "Large picture beside the title."),
  title: copy("The page's main heading, at the top."),
  lead: v.pipe(copy("Sentence under the title."), editor({ label: "Introduction", widget: "text" })),
};

/** The top of a page: the hero basics and what the page adds to them. */
const hero = <const Entries extends v.ObjectEntries>(entries: Entries) =>
  v.pipe(v.strictObject({ ...heroBasics, ...entries }), editor({ label: "Top of the page" }));

/** A button or link's words. */
const cta = (description: string) => v.pipe(copy(description), editor({ label: "Button text" }));

const stats = (max: number) =>
  v.pipe(list(stat, { min: 1, max, what: "figures" }), editor({ label: "Figures", summary: "{{fields.label}}" }));

const closing = v.pipe(
  v.strictObject({
    title: copy("Title of the closing call to action."),
    lead: v.pipe(copy("Sentence under it."), editor({ label: "Introduction", widget: "text" })),
  }),
  editor({ label: "Closing call to action" }),
);

const serviceCard = v.strictObject({
  icon,
  title: copy("Service name."),
  description: v.pipe(copy("What it is."), editor({ widget: "text" })),
  features: v.pipe(
    v.array(copy("What is included.")),
    v.minLength(1, "is empty: list what is included"),
    editor({ label: "Points", singular: "point" }),
  ),
});

export type ServiceCard = v.InferOutput<typeof serviceCard>;

const services = list(serviceCard, { min: 1, max: 12, what: "service cards" });

/** Numbered steps; the numbers come from their order, written 1, 2 ... or 01, 02 ... */
const process = v.pipe(
  v.strictObject({
    heading,
    numbering: v.pipe(
      v.picklist(["plain", "padded"], "should be plain (1, 2, 3) or padded (01, 02, 03)"),
      v.description("How the step numbers are written: plain (1, 2, 3) or padded (01, 02, 03)."),
      // How the numbers look is the design's choice, made once per page.
      editor({ label: "Step numbering", widget: "hidden" }),
    ),
    steps: v.pipe(
      list(
        v.strictObject({
          title: copy("Step name."),
          desc: v.pipe(copy("What happens."), editor({ label: "Description", widget: "text" })),
        }),
        { min: 2, max: 6, what: "steps" },
      ),
      editor({ summary: "{{fields.title}}" }),
    ),
  }),
  editor({ label: "How it works" }),
  v.transform(({ heading, numbering, steps }) => ({
    heading,
    steps: steps.map((step, index) => ({
      step: numbering === "padded" ? String(index + 1).padStart(2, "0") : String(index + 1),
      ...step,
    })),
  })),
);

export type ProcessStep = v.InferOutput<typeof process>["steps"][number];

const testimonial = v.strictObject({
  name: text("Who said it, e.g. Sarah M."),
  location: v.pipe(text("Their town."), editor({ label: "Town" })),
  rating: v.pipe(
    v.number("should be a number of stars, 1 to 5"),
    v.integer("should be a whole number of stars"),
    v.minValue(1, "should be 1 to 5 stars"),
    v.maxValue(5, "should be 1 to 5 stars"),
    v.description("Stars they gave, 1 to 5."),
    editor({ label: "Stars (1 to 5)" }),
  ),
  service: v.pipe(text("What was done."), editor({ label: "Work done" })),
  // The customer's own words, figures included ("in 4 days"): they are not the business's claims.
  text: v.pipe(
    text("What they said, in their own words and figures, without quotation marks."),
    editor({ label: "Review", widget: "text" }),
  ),
});

export type Testimonial = v.InferOutput<typeof testimonial>;

const testimonials = v.pipe(
  v.strictObject({
    heading,
    items: v.pipe(
      list(testimonial, { min: 1, max: 9, what: "reviews" }),
      editor({ label: "Reviews", summary: "{{fields.name}}, {{fields.location}}" }),
    ),
  }),
  editor({ label: "Reviews" }),
);

const iconCard = v.strictObject({
  icon,
  title: copy("Title."),
  description: v.pipe(copy("Text."), editor({ label: "Description", widget: "text" })),
});

export type EquipmentCard = v.InferOutput<typeof iconCard>;

const faqItem = v.strictObject({
  question: copy("The question."),
  answer: v.pipe(copy("The answer."), editor({ widget: "text" })),
});

export type FaqItem = v.InferOutput<typeof faqItem>;

export const homeSchema = v.pipe(
  v.strictObject({
    meta,
    hero: hero({
      eyebrow: v.pipe(copy("Line above the title."), editor({ label: "Small line above the heading" })),
      stats: stats(4),
    }),
    services: v.strictObject({
      heading,
      divisions: v.pipe(
        v.array(
          v.strictObject({
            division: v.pipe(
              v.picklist(["drives", "cleaning"], "should be drives or cleaning"),
              v.description("Which division the card shows; its name and page come from content/business.yml."),
              editor({ widget: "hidden" }),
            ),
            tone: v.pipe(tone, editor({ widget: "hidden" })),
            icon,
            description: v.pipe(copy("What the division does."), editor({ widget: "text" })),
            features: v.pipe(v.array(copy("A point in its list.")), editor({ label: "Points", singular: "point" })),
            image: picture("photo", "The card's picture."),
            cta: cta("The card's link to the division page."),
          }),
        ),
        v.length(2, "should hold one card per division: drives and cleaning"),
      ),
    }),
    about: v.pipe(
      v.strictObject({
        heading,
        paragraphs: v.array(copy("A paragraph.")),
        cta: cta("Link to the About page."),
        stats: stats(6),
      }),
      editor({ label: "About section" }),
    ),
    closing,
  }),
  editor({ label: "Home page" }),
);

export const drivesSchema = v.pipe(
  v.strictObject({
    meta,
    hero: hero({}),
    services: v.strictObject({ heading, cards: services }),
    gallery: v.strictObject({ heading, label: copy("Name of the gallery for screen readers.") }),
    process,
    testimonials,
    closing,
  }),
  editor({ label: "Drives & Landscapes page" }),
);

export const cleaningSchema = v.pipe(
  v.strictObject({
    meta,
    hero: hero({
      facebookLabel: copy("Link to the Facebook page."),
      facebookHint: copy("Screen reader hint that it opens a new tab."),
      stats: stats(4),
      points: v.array(copy("A short point under the buttons.")),
    }),
    services: v.strictObject({ heading, cards: services, cta: cta("Button under the cards.") }),
    gallery: v.strictObject({
      heading,
      label: copy("Name of the gallery for screen readers."),
      beforeLabel: copy("Tag on the before side."),
      afterLabel: copy("Tag on the after side."),
      beforeAlt: template(["alt"], "Alt text of a pair's before picture, from the pair's own alt text."),
      afterAlt: template(["alt"], "Alt text of a pair's after picture, from the pair's own alt text."),
      cta: cta("Button under the gallery."),
    }),
    process,
    equipment: v.strictObject({ heading, cards: list(iconCard, { min: 1, max: 9, what: "cards" }) }),
    testimonials,
    closing,
  }),
  editor({ label: "Exterior Cleaning page" }),
);

export const aboutSchema = v.pipe(
  v.strictObject({
    meta,
    hero: hero({
      badge: copy("Badge above the title."),
      stats: stats(4),
    }),
    story: v.pipe(
      v.strictObject({ heading, paragraphs: v.array(copy("A paragraph.")) }),
      editor({ label: "Our story" }),
    ),
    rating: v.pipe(
      v.strictObject({
        value: copy("The rating as shown, e.g. {claims.rating}."),
        label: copy("What the rating is."),
        caption: copy("Who gave it."),
        checklist: v.array(copy("A promise.")),
      }),
      editor({ label: "Rating card" }),
    ),
    values: v.strictObject({ heading, items: list(iconCard, { min: 1, max: 6, what: "values" }) }),
    team: v.strictObject({
      heading,
      portraits: v.pipe(
        v.array(
          v.strictObject({
            member: v.pipe(
              text("Key of the team member (content/business.yml team), e.g. founder."),
              editor({ label: "Team member", widget: "hidden" }),
            ),
            portrait: picture("avatar", "Square portrait."),
          }),
        ),
        v.description("Portraits by team member key; a member without one shows their initials."),
      ),
    }),
    areas: v.strictObject({ heading, townsLabel: copy("Name of the list of towns.") }),
    location: v.strictObject({
      title: copy("Title of the map card."),
      text: copy("Line under it."),
      addressLabel: copy("Label."),
      coordinatesLabel: copy("Label."),
      mapLabel: copy("Name of the map for screen readers."),
    }),
    closing,
  }),
  editor({ label: "About page" }),
);

export const contactSchema = v.pipe(
  v.strictObject({
    meta,
    hero: hero({
      eyebrow: v.pipe(copy("Line above the title."), editor({ label: "Small line above the heading" })),
      emailLabel: copy("Email button."),
      stats: stats(4),
    }),
    infoCards: v.pipe(
      v.strictObject({
        label: copy("Name of the contact cards for screen readers."),
        phone: v.strictObject({ icon, title: copy("Title."), note: copy("Line under the number.") }),
        whatsapp: v.pipe(
          v.strictObject({
            label: v.pipe(
              copy("Link to WhatsApp, shown only when content/business.yml sets a WhatsApp number."),
              editor({ label: "Link text" }),
            ),
            message: v.pipe(
              copy("Message typed in for the visitor when WhatsApp opens."),
              editor({ label: "Message typed in for the visitor" }),
            ),
          }),
          editor({ label: "WhatsApp link" }),
        ),
        email: v.strictObject({ icon, title: copy("Title."), note: copy("Line under the address.") }),
        area: v.strictObject({ icon, title: copy("Title."), note: copy("Line under the area.") }),
        hours: v.strictObject({ icon, title: copy("Title.") }),
      }),
      editor({ label: "Contact cards" }),
    ),
    quote: v.pipe(
      v.strictObject({
        title: copy("Title above the form."),
        lead: v.pipe(copy("Sentence under it."), editor({ label: "Introduction" })),
      }),
      editor({ label: "Quote form section" }),
    ),
    whyChoose: v.pipe(
      v.strictObject({ heading, items: v.array(copy("A reason.")) }),
      editor({ label: "Why choose us" }),
    ),
    assistance: v.pipe(
      v.strictObject({
        title: copy("Title of the direct lines card."),
        lead: v.pipe(copy("Sentence under it."), editor({ label: "Introduction" })),
      }),
      editor({ label: "Direct lines" }),
    ),
    areas: v.strictObject({
      title: copy("Title of the towns card."),
      lead: v.pipe(copy("Sentence under it."), editor({ label: "Introduction" })),
    }),
    faq: v.pipe(
      v.strictObject({
        heading,
        items: v.pipe(list(faqItem, { min: 1, what: "questions" }), editor({ summary: "{{fields.question}}" })),
      }),
      editor({ label: "Questions and answers" }),
    ),
  }),
  editor({ label: "Contact page" }),
);

/** The not-found page shows its title as its heading and its description as its text. */
export const notFoundSchema = v.pipe(
  v.strictObject({
    meta,
    code: v.pipe(v.string(), v.description("The large status code shown (404)."), editor({ label: "Error code" })),
    goBack: v.pipe(copy("Button back to the previous page."), editor({ label: "Back button" })),
    consoleMessage: v.pipe(v.string(), v.description("Message left in the browser console with the missing path.")),
  }),
  editor({ label: "Page not found" }),
);

/** Whether `iso` is written year-month-day and names a day the calendar has. */
const realDay = (iso: string) => {
  const noon = Date.parse(`${iso}T12:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(noon) && new Date(noon).toISOString().startsWith(iso);
};

const dateAdvice = "should be a date written year-month-day, e.g. 2026-12-02";

/** A date as the owner writes it, year-month-day; the page shows it in words, as the UK writes dates. */
const dateWritten = (description: string) =>
  v.pipe(
    v.string(dateAdvice),
    v.trim(),
    // Not `v.isoDate`, which takes 2027-02-30.
    v.check(realDay, dateAdvice),
    v.description(description),
    v.transform((iso) => ({
      iso,
      words: new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-GB", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }),
    })),
  );

/** The privacy notice: who the business is, what the form and the cookies collect, where it goes, the visitor's rights. */
export const privacySchema = v.pipe(
  v.strictObject({
    meta,
    sampleWording: v.pipe(
      v.boolean("should be true or false"),
      v.description(
        "The notice is the site's sample wording: true until someone has read it against how the business really works; the build notes it while true.",
      ),
      editor({ label: "Still the sample wording (untick once checked)" }),
    ),
    updatedLabel: v.pipe(
      copy("Words before the date the notice last changed."),
      editor({ label: "Words before the date" }),
    ),
    updated: v.pipe(
      dateWritten("The date the notice last changed, year-month-day: change it with the words."),
      editor({ label: "Last changed (year-month-day)" }),
    ),
    intro: v.pipe(copy("Paragraph under the title."), editor({ label: "Introduction", widget: "text" })),
    sections: v.pipe(
      list(
        v.strictObject({
          heading: copy("The section's heading."),
          paragraphs: v.pipe(
            v.array(v.pipe(copy("A paragraph."), editor({ widget: "text" }))),
            v.minLength(1, "is empty: write at least one paragraph"),
            editor({ label: "Paragraphs", singular: "paragraph" }),
          ),
        }),
        { min: 1, what: "sections" },
      ),
      editor({ summary: "{{fields.heading}}" }),
    ),
    contactLabel: copy("Words before the business's e-mail address and phone number, at the end."),
  }),
  editor({ label: "Privacy notice page" }),
);
