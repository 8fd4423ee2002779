import { business } from "../business";
import { figures } from "../claims";

export const cleaningContent = {
  seo: {
    title: "Exterior Cleaning",
    description: `Driveway, patio, decking and gutter cleaning across ${business.serviceArea}. Eco-friendly methods, fully insured, ${figures.cleaningTurnaround} turnaround.`,
    path: "/exterior-cleaning",
  },
  hero: {
    eyebrow: business.divisions.cleaning.name,
    title: "Professional Exterior Cleaning",
    lead: `Eco-friendly methods, fully insured, rated ${figures.rating} by our customers, with a ${figures.satisfaction} satisfaction rate and a ${figures.cleaningTurnaround} turnaround.`,
    quoteLabel: "Get Free Quote",
    callLabel: "Call",
    facebookLabel: "Follow Us on Facebook",
  },
} as const;
