import contactHero from "~/assets/images/heroes/contact.jpg?preset=hero";
import { business } from "../business";
import { commonCopy } from "../common";
import { claims, figures } from "../claims";
import type { FaqItem, IconName, SectionHeading, Stat } from "../types";

export const contactContent = {
  seo: {
    title: "Contact Us for a Free Quote",
    description: `Ask for a free, no-obligation quote for driveways, patios, landscaping or exterior cleaning across ${business.serviceArea}. We reply within ${claims.responseHours} hours.`,
    path: "/contact",
  },
  hero: {
    // Imported here, not from a shared registry, so each page bundles only its own image URLs.
    image: contactHero,
    eyebrow: "Free quotes · No obligation",
    title: "Get Your Free Quote",
    lead: `Tell us about your project and we will reply within ${claims.responseHours} hours. Prefer to talk? Call ${business.phones.main.display}.`,
    callLabel: commonCopy.call,
    emailLabel: "Email us",
    imageAlt: "Natural stone path curving across a lawn between flower beds to a garden gate",
    stats: [
      { value: figures.responseTime, label: "Response" },
      { value: "Free", label: "Quotes" },
      { value: `${figures.guaranteeYears}yr`, label: "Guarantee" },
      { value: figures.rating, label: "Star rating" },
    ] satisfies Stat[],
  },
  infoCards: {
    label: "How to reach us",
    phone: { icon: "phone" as IconName, title: "Phone", note: "Tap to call the main line" },
    // Shown only when business.whatsapp is set.
    whatsapp: { label: "Message us on WhatsApp", message: `Hello ${business.name}, I'd like a free quote for: ` },
    email: { icon: "mail" as IconName, title: "Email", note: `We reply within ${claims.responseHours} hours` },
    area: { icon: "map-pin" as IconName, title: "Service Area", note: `Based in ${business.address.locality}` },
    hours: { icon: "clock" as IconName, title: "Hours" },
  },
  quote: {
    title: "Request Your Free Quote",
    lead: "A few lines about your project is all we need. We will reply to arrange a free visit and a written quote.",
  },
  whyChoose: {
    heading: { title: `Why Choose ${business.name}?` } satisfies SectionHeading,
    items: [
      `Family business since ${figures.foundedYear}`,
      `${figures.yearsExperience} years of experience`,
      `${figures.guaranteeYears}-year guarantee on installations`,
      "Fully insured and licensed",
      "Free, no-obligation quotes",
      "Eco-friendly cleaning methods",
    ],
  },
  assistance: {
    title: "Need Immediate Assistance?",
    lead: "Call the team you need directly.",
  },
  areas: {
    title: "Areas We Cover",
    lead: `All of ${business.coverageCounties.join(" and ")}, including:`,
  },
  faq: {
    heading: { eyebrow: "Questions", title: "Frequently Asked Questions" } satisfies SectionHeading,
    items: [
      {
        question: "How long does a typical project take?",
        answer: `Most driveways take ${figures.drivewayDuration}, depending on size and groundwork. Patios and garden projects vary with the design. Cleaning jobs are often finished within ${claims.cleaningTurnaroundHours} hours.`,
      },
      {
        question: "Do you offer free quotes?",
        answer:
          "Yes. We visit, measure up and send a written, itemised quote free of charge and with no obligation to go ahead.",
      },
      {
        question: "What guarantee do you provide?",
        answer: `All our installation work carries a ${figures.guaranteeYears}-year guarantee. Cleaning work is covered by our satisfaction guarantee: if you are not happy, we come back and put it right.`,
      },
      {
        question: "Are you fully insured?",
        answer:
          "Yes. We are fully insured, including public liability, and happy to show our certificates before work starts.",
      },
    ] satisfies FaqItem[],
  },
} as const;
