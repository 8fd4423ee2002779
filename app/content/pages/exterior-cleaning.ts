import cleaningHero from "~/assets/images/heroes/exterior-cleaning.jpg?preset=hero";
import { business } from "../business";
import { commonCopy } from "../common";
import { claims, figures } from "../claims";
import type { EquipmentCard, ProcessStep, SectionHeading, ServiceCard, Stat, Testimonial } from "../types";

export const cleaningContent = {
  seo: {
    title: "Exterior Cleaning",
    description: `Driveway, patio, decking and gutter cleaning across ${business.serviceArea}. Eco-friendly methods, fully insured, ${figures.cleaningTurnaround} turnaround.`,
    path: "/exterior-cleaning",
  },
  hero: {
    // Imported here, not from a shared registry, so each page bundles only its own image URLs.
    image: cleaningHero,
    eyebrow: business.divisions.cleaning.name,
    title: "Professional Exterior Cleaning",
    lead: "Driveways, patios, decking and gutters brought back to life with eco-friendly methods by a fully insured local team.",
    quoteLabel: commonCopy.getFreeQuote,
    callLabel: commonCopy.call,
    facebookLabel: "Follow Us on Facebook",
    facebookHint: "(opens in a new tab)",
    imageAlt:
      "A buff block paving driveway, half still dark with grime and moss, half cleaned back to its original colour",
    stats: [
      { value: figures.rating, label: "Star rating" },
      { value: figures.satisfaction, label: "Satisfaction rate" },
      { value: figures.cleaningTurnaround, label: "Turnaround" },
    ] satisfies Stat[],
    points: ["Eco-friendly methods", "Fully insured"],
  },
  services: {
    heading: {
      eyebrow: "What we clean",
      title: "Our Cleaning Services",
      lead: "The right pressure, heat and treatment for each surface, so it comes back clean without damage.",
    } satisfies SectionHeading,
    cards: [
      {
        icon: "home",
        title: "Driveway Deep Cleaning",
        description: "Oil, tyre marks, moss and weeds lifted from block paving, concrete, tarmac and imprinted drives.",
        features: ["Rotary surface cleaning", "Oil and rust stain treatment", "Weed and moss removal"],
      },
      {
        icon: "sparkles",
        title: "Patio Restoration",
        description:
          "Sandstone, limestone, slate and porcelain cleaned at the right pressure, with black spot lichen treated, not just blasted.",
        features: ["Black spot and algae treatment", "Joint clearing and re-pointing", "Optional protective sealing"],
      },
      {
        icon: "leaf",
        title: "Decking Maintenance",
        description:
          "Green, slippery decking cleaned back to bare timber or composite, then oiled or treated so it stays safe underfoot.",
        features: ["Softwood, hardwood and composite", "Anti-slip cleaning", "Oiling and staining"],
      },
      {
        icon: "hammer",
        title: "Block Paving Cleaning",
        description:
          "A full clean, weed kill and re-sand with kiln-dried sand, so joints stay locked and weeds stay out.",
        features: ["Kiln-dried sand re-jointing", "Weed inhibitor", "Colour-enhancing sealant"],
      },
      {
        icon: "building",
        title: "Commercial Cleaning",
        description:
          "Car parks, forecourts, shop fronts and communal areas, cleaned early or late to suit your opening hours.",
        features: ["Chewing gum removal", "Out-of-hours working", "Risk assessments and method statements"],
      },
      {
        icon: "droplets",
        title: "Gutter Cleaning",
        description:
          "Gutters cleared from the ground with a high-reach vacuum, then fascias, soffits and downpipes washed down.",
        features: ["Vacuum clearing from the ground", "Before and after camera check", "Fascia and soffit wash"],
      },
    ] satisfies ServiceCard[],
    cta: "Get Your Free Quote Today",
  },
  gallery: {
    heading: {
      eyebrow: "Before and after",
      title: "Our Work Speaks for Itself",
      lead: "The same surfaces, photographed from the same spot, before and after we cleaned them.",
    } satisfies SectionHeading,
    label: "Before and after gallery",
    beforeLabel: "Before",
    afterLabel: "After",
    beforeAlt: (alt: string) => `${alt}, before cleaning: darkened with grime, moss and algae`,
    afterAlt: (alt: string) => `${alt}, after cleaning: clean and back to its original colour`,
    cta: "Transform Your Property Today",
  },
  process: {
    heading: {
      eyebrow: "How we work",
      title: "Our Cleaning Process",
      lead: "Five steps on every job, from the first look to the final rinse.",
    } satisfies SectionHeading,
    steps: [
      {
        step: "01",
        title: "Survey & Quote",
        desc: "We look at the surface, test a small area and give you a fixed price.",
      },
      {
        step: "02",
        title: "Preparation",
        desc: "Plants, doors and vents are protected, and loose debris and weeds are cleared.",
      },
      {
        step: "03",
        title: "Deep Clean",
        desc: "Rotary and pressure cleaning at the right pressure and temperature for the surface.",
      },
      { step: "04", title: "Treatment", desc: "Biodegradable treatments kill moss, algae and black spot at the root." },
      { step: "05", title: "Protection", desc: "Re-sanding and sealing where needed, then a final rinse and tidy." },
    ] satisfies ProcessStep[],
  },
  equipment: {
    heading: {
      eyebrow: "Our kit",
      title: "Advanced Equipment & Techniques",
      lead: "Professional equipment that cleans deeper and uses less water and chemicals than a hire-shop pressure washer.",
    } satisfies SectionHeading,
    cards: [
      {
        icon: "gauge",
        title: "Hot Water Pressure Washing",
        description:
          "Hot water cuts through oil, grease and chewing gum at lower pressure, which is kinder to joints and soft stone.",
      },
      {
        icon: "leaf",
        title: "Eco-Friendly Solutions",
        description:
          "Biodegradable cleaners that are safe for children, pets and planting, and approved for use near drains.",
      },
      {
        icon: "shield",
        title: "Surface Protection",
        description:
          "Breathable sealants that lock in sand, hold back weeds and algae, and keep colours rich for longer.",
      },
    ] satisfies EquipmentCard[],
  },
  testimonials: {
    heading: {
      eyebrow: "Reviews",
      title: "What Our Customers Say",
    } satisfies SectionHeading,
    items: [
      {
        name: "Paul T.",
        location: "High Wycombe",
        rating: claims.rating,
        service: "Block paving clean and re-sand",
        text: "Our drive was black with moss and oil. Tom cleaned it, re-sanded it and sealed it in a day, and it looks like the week it was laid.",
      },
      {
        name: "Janet W.",
        location: "Amersham",
        rating: claims.rating,
        service: "Patio and decking",
        text: "Friendly, careful and tidy. The sandstone patio is its proper colour again and the decking is no longer a skating rink. Booked them again for next spring.",
      },
    ] satisfies Testimonial[],
  },
  closing: {
    title: "Ready to Restore Your Surfaces?",
    lead: `Send us a photo or book a visit for a free, fixed-price quote. Most jobs are done within ${claims.cleaningTurnaroundHours} hours of starting.`,
    quoteLabel: commonCopy.getFreeQuote,
    callLabel: commonCopy.call,
  },
} as const;
