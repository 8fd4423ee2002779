import { business } from "../business";
import { figures } from "../claims";

export const aboutContent = {
  seo: {
    title: "About Us",
    description: `${business.name} is a family business founded in ${figures.foundedYear}: ${figures.yearsExperience} years of experience, ${figures.projectsCompleted} projects completed and ${figures.guaranteeYears}-year guarantees.`,
    path: "/about",
  },
  hero: {
    badge: `Family Business Since ${figures.foundedYear}`,
    title: `About ${business.name}`,
    lead: "A father-and-son business that treats every driveway, patio and garden as if it were our own.",
    quoteLabel: "Get Free Quote",
  },
} as const;
