import grahamPortrait from "~/assets/images/team/graham-hartwell.jpg?preset=avatar";
import tomPortrait from "~/assets/images/team/tom-hartwell.jpg?preset=avatar";
import aboutHero from "~/assets/images/heroes/about.jpg?preset=hero";
import type { ResponsiveImage } from "~/lib/responsive-image";

import { business } from "../business";
import { commonCopy } from "../common";
import { claims, figures } from "../claims";
import type { IconName, SectionHeading, Stat } from "../types";

const son = business.team[1];

export const aboutContent = {
  seo: {
    title: "About Us",
    description: `${business.name} is a family business founded in ${figures.foundedYear}: ${figures.yearsExperience} years of experience, ${figures.projectsCompleted} projects completed and ${figures.guaranteeYears}-year guarantees.`,
    path: "/about",
  },
  hero: {
    // Imported here, not from a shared registry, so each page bundles only its own image URLs.
    image: aboutHero,
    badge: `Family Business Since ${figures.foundedYear}`,
    title: `About ${business.name}`,
    lead: "A father-and-son business that treats every driveway, patio and garden as if it were our own.",
    quoteLabel: commonCopy.getFreeQuote,
    imageAlt: "Natural stone retaining wall holding a raised bed of flowering shrubs above a striped lawn",
    stats: [
      { value: figures.yearsExperience, label: "Years Experience" },
      { value: figures.projectsCompleted, label: "Projects Completed" },
      { value: figures.satisfaction, label: "Customer Satisfaction" },
      { value: figures.guaranteeYears, label: "Year Guarantees" },
    ] satisfies Stat[],
  },
  story: {
    heading: { eyebrow: "Our story", title: "Our Story" } satisfies SectionHeading,
    paragraphs: [
      `${business.founder.name} founded ${business.name} in ${figures.foundedYear} with a van, a plate compactor and a belief that a driveway should be built to outlast the mortgage. He had spent years laying paving for larger firms and wanted to do it properly: deeper sub-bases, better drainage, no corners cut where nobody would see.`,
      `Customers noticed. Most of our work still comes from neighbours who walked past a finished drive and knocked on the door. Over ${claims.yearsExperience} years in the trade, that has added up to more than ${claims.projectsCompleted} projects across Buckinghamshire and Berkshire.`,
      `In ${figures.sonJoinedYear} Graham's son ${son.name.split(" ")[0]} joined the business to lead a new exterior cleaning division. Many of the patios and drives we built years ago were ready for a refresh, and customers wanted someone they already trusted to do it.`,
    ],
  },
  rating: {
    value: figures.rating,
    label: "Average customer rating",
    caption: `From homeowners across ${business.serviceArea}`,
    checklist: [
      `${figures.guaranteeYears}-year guarantees on all work`,
      "Fully insured & licensed",
      "Free consultations & quotes",
      "Premium materials only",
    ],
  },
  values: {
    heading: {
      eyebrow: "What we stand for",
      title: "Our Values",
      lead: "Three things we will not compromise on, whatever the size of the job.",
    } satisfies SectionHeading,
    items: [
      {
        icon: "award" as IconName,
        title: "Quality Craftsmanship",
        description:
          "Proper sub-bases, quality materials and careful finishing. We build everything to be guaranteed, because we guarantee it.",
      },
      {
        icon: "heart" as IconName,
        title: "Family Values",
        description:
          "You deal with us, not a call centre. We treat your home with respect and leave it tidier than we found it.",
      },
      {
        icon: "clock" as IconName,
        title: "Reliability",
        description: `We reply within ${claims.responseHours} hours, turn up when we say we will and keep you updated until the job is finished.`,
      },
    ],
  },
  team: {
    heading: {
      eyebrow: "The people you will meet",
      title: "Meet the Team",
    } satisfies SectionHeading,
    portraitAlt: (name: string) => `Illustrated portrait of ${name}`,
    /** Portraits by team member name (as in business.ts); a member without one shows initials. */
    portraits: {
      "Graham Hartwell": grahamPortrait,
      "Tom Hartwell": tomPortrait,
    } as Partial<Record<(typeof business.team)[number]["name"], ResponsiveImage>>,
  },
  areas: {
    heading: {
      eyebrow: "Where we work",
      title: "Areas We Serve",
      lead: `Based in ${business.address.locality}, we work across ${business.coverageCounties.join(" and ")}. Not on the list? Ask us: we often travel a little further.`,
    } satisfies SectionHeading,
    townsLabel: "Towns we cover",
    quoteLabel: commonCopy.getFreeQuote,
    callLabel: commonCopy.call,
  },
  location: {
    title: "Our Location",
    text: "Serving Buckinghamshire, Berkshire and surrounding areas",
    addressLabel: "Address",
    coordinatesLabel: "Coordinates",
    mapLabel: "Map of our base in High Wycombe",
  },
  closing: {
    title: "Start Your Project Today",
    lead: "Tell us what you have in mind. The visit and the quote are free, and there is no obligation.",
    quoteLabel: commonCopy.getFreeQuote,
  },
} as const;
