import homeHero from "~/assets/images/heroes/home.jpg?preset=hero";
import drivewayPhoto from "~/assets/images/projects/herringbone-driveway.jpg?preset=photo";
import cleaningSplit from "~/assets/images/heroes/exterior-cleaning.jpg?preset=hero";

import { business } from "../business";
import { commonCopy } from "../common";
import { claims, figures } from "../claims";
import type { IconName, SectionHeading, Stat } from "../types";

export const homeContent = {
  seo: {
    title: "Driveways, Gardens & Exterior Cleaning",
    description: `Driveways, patios, landscaping and exterior cleaning across ${business.serviceArea}. A family business since ${figures.foundedYear}. Free quotes.`,
    path: "/",
  },
  hero: {
    // Imported here, not from a shared registry, so each page bundles only its own image URLs.
    image: homeHero,
    eyebrow: `Family run since ${figures.foundedYear} · ${business.serviceArea}`,
    title: "Transform Your Outdoor Space",
    lead: "Driveways, patios and gardens built to last, and exterior cleaning that brings tired surfaces back to life. One local family, two specialist teams.",
    quoteLabel: commonCopy.getFreeQuote,
    imageAlt: "Sandstone patio under a timber pergola, looking out over a striped lawn to a planted fence line",
    stats: [
      { value: figures.yearsExperience, label: "Years experience" },
      { value: figures.projectsCompleted, label: "Projects completed" },
      { value: figures.rating, label: "Customer rating" },
    ] satisfies Stat[],
  },
  services: {
    heading: {
      eyebrow: "What we do",
      title: "Two Specialist Divisions, One Family",
      lead: "Whether you want something new built or something old brought back to life, the same family stands behind the work.",
    } satisfies SectionHeading,
    divisions: [
      {
        tone: "garden",
        icon: "hammer" as IconName,
        title: business.divisions.drives.name,
        description:
          "Block paving driveways, natural stone and porcelain patios, fencing, decking and complete garden makeovers.",
        features: [
          `${figures.guaranteeYears}-year guarantee on installation work`,
          "Premium materials from trusted suppliers",
          "Design, groundwork and finishing by our own team",
        ],
        image: drivewayPhoto,
        imageAlt: "New driveway in red and brown blocks laid in a herringbone pattern, running up to a brick house",
        cta: "Explore Drives & Landscapes",
        to: "/drives-and-landscapes",
      },
      {
        tone: "water",
        icon: "droplets" as IconName,
        title: business.divisions.cleaning.name,
        description:
          "Deep cleaning for driveways, patios, decking, block paving, gutters and commercial forecourts, finished with protective sealing.",
        features: [
          "Eco-friendly, biodegradable cleaning solutions",
          `${figures.cleaningTurnaround} turnaround on most jobs`,
          "Fully insured, satisfaction guaranteed",
        ],
        image: cleaningSplit,
        imageAlt:
          "A buff block paving driveway, half still dark with grime and moss, half cleaned back to its original colour",
        cta: "Explore Exterior Cleaning",
        to: "/exterior-cleaning",
      },
    ],
  },
  about: {
    heading: {
      eyebrow: "About us",
      title: "A Local Family You Can Trust",
    } satisfies SectionHeading,
    paragraphs: [
      `${business.founder.name} founded ${business.name} in ${figures.foundedYear}, after years laying drives and patios for other firms around High Wycombe. Word of mouth did the rest.`,
      `In ${figures.sonJoinedYear} his son ${business.team[1].name.split(" ")[0]} joined to lead our exterior cleaning division, so the same care that goes into a new patio now goes into restoring an old one.`,
    ],
    cta: "More about us",
    stats: [
      { value: figures.yearsExperience, label: "Years experience" },
      { value: figures.familyRun, label: "Family run" },
      { value: figures.divisions, label: "Service divisions" },
      { value: figures.projectsCompleted, label: "Projects completed" },
      { value: figures.rating, label: "Average rating" },
    ] satisfies Stat[],
  },
  closing: {
    title: "Ready to Start Your Project?",
    lead: `Free, no-obligation quotes across ${business.serviceArea}. We reply within ${claims.responseHours} hours.`,
    quoteLabel: commonCopy.getFreeQuote,
  },
} as const;
