import { business } from "../business";
import { claims } from "../claims";

export const contactContent = {
  seo: {
    title: "Contact Us for a Free Quote",
    description: `Ask for a free, no-obligation quote for driveways, patios, landscaping or exterior cleaning across ${business.serviceArea}. We reply within ${claims.responseHours} hours.`,
    path: "/contact",
  },
  hero: {
    eyebrow: "Free quotes · No obligation",
    title: "Get Your Free Quote",
    lead: `Tell us about your project and we will reply within ${claims.responseHours} hours. Prefer to talk? Call ${business.phones.main.display}.`,
    callLabel: "Call",
  },
} as const;
