import { business } from "../business";
import { figures } from "../claims";

export const homeContent = {
  seo: {
    title: "Driveways, Gardens & Exterior Cleaning",
    description: `Driveways, patios, landscaping and exterior cleaning across ${business.serviceArea}. A family business since ${figures.foundedYear}. Free quotes.`,
    path: "/",
  },
  hero: {
    eyebrow: `Family run since ${figures.foundedYear} · ${business.serviceArea}`,
    title: "Transform Your Outdoor Space",
    lead: "Driveways, patios and gardens built to last, and exterior cleaning that brings tired surfaces back to life. One local family, two specialist teams.",
    quoteLabel: "Get Free Quote",
  },
} as const;
