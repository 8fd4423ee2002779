import drivesHero from "~/assets/images/heroes/drives-and-landscapes.jpg?preset=hero";
import { business } from "../business";
import { commonCopy } from "../common";
import { claims, figures } from "../claims";
import type { ProcessStep, SectionHeading, ServiceCard, Testimonial } from "../types";

export const drivesContent = {
  seo: {
    title: "Driveways, Patios & Landscaping",
    description: `Block paving driveways, natural stone patios, garden landscaping, fencing and retaining walls across ${business.serviceArea}, with a ${figures.guaranteeYears}-year guarantee.`,
    path: "/drives-and-landscapes",
  },
  hero: {
    // Imported here, not from a shared registry, so each page bundles only its own image URLs.
    image: drivesHero,
    eyebrow: business.divisions.drives.name,
    title: "Driveways, Patios & Gardens Built to Last",
    lead: `Block paving, natural stone and complete garden makeovers, laid by the same family for over ${claims.yearsExperience} years and backed by a ${figures.guaranteeYears}-year guarantee.`,
    quoteLabel: commonCopy.getFreeQuote,
    callLabel: commonCopy.call,
    imageAlt:
      "Herringbone block paving driveway in red and brown tones leading up to a brick house with a white garage door",
  },
  services: {
    heading: {
      eyebrow: "Our services",
      title: "Landscaping Services",
      lead: "Every job starts with proper groundwork: the part you never see is what makes a drive or patio last.",
    } satisfies SectionHeading,
    cards: [
      {
        icon: "home",
        title: "Professional Driveways",
        description:
          "Block paving, tegula and natural stone driveways laid on a compacted MOT Type 1 sub-base with proper drainage, so they stay level for decades.",
        features: [
          "Herringbone, stretcher and random patterns",
          "Permeable options for SuDS compliance",
          "Kerbs, edging and dropped-kerb liaison",
          `Most driveways finished in ${figures.drivewayDuration}`,
        ],
      },
      {
        icon: "sparkles",
        title: "Premium Patio Solutions",
        description:
          "Indian sandstone, limestone and porcelain patios, laid on a full mortar bed and pointed to last, with steps and raised areas where the garden needs them.",
        features: [
          "Natural stone and porcelain",
          "Full mortar bed, never spot-bedded",
          "Steps, edging and drainage channels",
          "Sealing for easy upkeep",
        ],
      },
      {
        icon: "leaf",
        title: "Garden Landscaping",
        description:
          "From a new lawn to a complete redesign: we plan the levels, beds and paths with you, then build it with our own team.",
        features: [
          "Garden design and planting plans",
          "Turfing and lawn preparation",
          "Shaped beds and borders",
          "Garden lighting and water points",
        ],
      },
      {
        icon: "hammer",
        title: "Fencing Decking & Pergolas",
        description:
          "Close-board and slatted fencing, gates, composite or hardwood decking and timber pergolas, set on concrete posts and built square.",
        features: [
          "Close-board, slatted and panel fencing",
          "Matching side and driveway gates",
          "Composite and hardwood decking",
          "Oak and softwood pergolas",
        ],
      },
      {
        icon: "map-pin",
        title: "Pathway Installation",
        description:
          "Straight or curving paths in natural stone, block paving or bound gravel, with firm edges so they never spread into the lawn.",
        features: [
          "Natural stone, brick and gravel",
          "Stepping stones through lawns",
          "Solid edging restraints",
          "Low-level path lighting",
        ],
      },
      {
        icon: "building",
        title: "Retaining Walls",
        description:
          "Natural stone, brick and sleeper retaining walls that turn a sloping garden into usable, level spaces, designed with drainage behind them.",
        features: [
          "Stone, brick and sleeper walls",
          "Raised beds and terracing",
          "Drainage behind every wall",
          "Coping and capping to match",
        ],
      },
    ] satisfies ServiceCard[],
  },
  gallery: {
    heading: {
      eyebrow: "Recent projects",
      title: "Our Recent Work",
      lead: "A few of the driveways, patios and gardens we have built around Buckinghamshire and Berkshire.",
    } satisfies SectionHeading,
    label: "Project gallery",
  },
  process: {
    heading: {
      eyebrow: "How it works",
      title: "Our Process",
      lead: "Four clear steps, one point of contact and no surprises on the invoice.",
    } satisfies SectionHeading,
    steps: [
      {
        step: "1",
        title: "Free Consultation",
        desc: "We visit, measure up, check levels and drainage, and talk through materials and budget. No charge and no pressure.",
      },
      {
        step: "2",
        title: "Detailed Quote",
        desc: `A written, itemised quote within a few days, with a drawing where it helps. The price we quote is the price you pay.`,
      },
      {
        step: "3",
        title: "Expert Installation",
        desc: "Our own team does the groundwork and the finish. We keep the site tidy and tell you each evening where we are.",
      },
      {
        step: "4",
        title: "Final Inspection",
        desc: `We walk the finished job with you, put right anything you are not happy with and hand over your ${figures.guaranteeYears}-year guarantee.`,
      },
    ] satisfies ProcessStep[],
  },
  testimonials: {
    heading: {
      eyebrow: "Reviews",
      title: "What Our Customers Say",
    } satisfies SectionHeading,
    items: [
      {
        name: "Sarah M.",
        location: "Beaconsfield",
        rating: claims.rating,
        service: "Herringbone driveway",
        text: "Graham and the team took out our cracked concrete drive and laid a herringbone block drive in four days. They kept the road clean, and the neighbours have already asked for their number.",
      },
      {
        name: "David & Helen R.",
        location: "Marlow",
        rating: claims.rating,
        service: "Sandstone patio and lawn",
        text: "Our sloping garden now has a level sandstone patio, a new lawn and proper steps. Clear quote, no hidden extras, and they finished on the day they said they would.",
      },
    ] satisfies Testimonial[],
  },
  closing: {
    title: "Ready to Transform Your Outdoor Space?",
    lead: `Book a free consultation. We will visit, measure up and send a written quote, backed by our ${figures.guaranteeYears}-year guarantee.`,
    quoteLabel: commonCopy.getFreeQuote,
  },
} as const;
