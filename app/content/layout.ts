import { business } from "./business";
import { commonCopy } from "./common";

/** Copy of the header, menus, action bar and footer shared by every page. */
export const layoutCopy = {
  skipLink: "Skip to content",
  primaryNavLabel: "Main",
  freeQuote: "Free Quote",
  getFreeQuote: commonCopy.getFreeQuote,
  menu: "Menu",
  call: commonCopy.call,
  callUs: "Call us",
  actionBarLabel: "Quick contact",
  footer: {
    blurb:
      "A family business from High Wycombe building driveways, patios and gardens, and bringing tired surfaces back to life with careful exterior cleaning.",
    servicesHeading: "Services",
    services: [
      { label: "Block Paving Driveways", to: "/drives-and-landscapes" },
      { label: "Natural Stone Patios", to: "/drives-and-landscapes" },
      { label: "Garden Landscaping", to: "/drives-and-landscapes" },
      { label: "Driveway Cleaning", to: "/exterior-cleaning" },
      { label: "Patio Restoration", to: "/exterior-cleaning" },
    ],
    contactHeading: "Contact",
    servingLabel: "Serving",
    hoursLabel: "Hours",
    quoteService: "Professional Quote Service",
    copyright: (year: number) => `© ${year} ${business.name}. All rights reserved.`,
  },
} as const;
