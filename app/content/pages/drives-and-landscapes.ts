import { business } from "../business";
import { claims, figures } from "../claims";

export const drivesContent = {
  seo: {
    title: "Driveways, Patios & Landscaping",
    description: `Block paving driveways, natural stone patios, garden landscaping, fencing and retaining walls across ${business.serviceArea}, with a ${figures.guaranteeYears}-year guarantee.`,
    path: "/drives-and-landscapes",
  },
  hero: {
    eyebrow: business.divisions.drives.name,
    title: "Driveways, Patios & Gardens Built to Last",
    lead: `Block paving, natural stone and complete garden makeovers, laid by the same family for over ${claims.yearsExperience} years and backed by a ${figures.guaranteeYears}-year guarantee.`,
    quoteLabel: "Get Free Quote",
    callLabel: "Call",
  },
} as const;
