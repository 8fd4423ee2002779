import aboutHero from "~/assets/images/heroes/about.jpg?preset=hero";
import contactHero from "~/assets/images/heroes/contact.jpg?preset=hero";
import drivesHero from "~/assets/images/heroes/drives-and-landscapes.jpg?preset=hero";
import cleaningHero from "~/assets/images/heroes/exterior-cleaning.jpg?preset=hero";
import homeHero from "~/assets/images/heroes/home.jpg?preset=hero";
import grahamPortrait from "~/assets/images/team/graham-hartwell.jpg?preset=avatar";
import tomPortrait from "~/assets/images/team/tom-hartwell.jpg?preset=avatar";
import type { ResponsiveImage } from "~/lib/responsive-image";

import type { business } from "./business";

/**
 * Page hero images and team portraits. Masters live in app/assets/images: a real photo saved
 * under the same name replaces the drawing, and the build makes its responsive versions.
 */
export const heroImages = {
  home: homeHero,
  drives: drivesHero,
  cleaning: cleaningHero,
  about: aboutHero,
  contact: contactHero,
} as const satisfies Record<string, ResponsiveImage>;

/** Portraits by team member name (as in business.ts); a member without one shows initials. */
export const teamPortraits: Partial<Record<(typeof business.team)[number]["name"], ResponsiveImage>> = {
  "Graham Hartwell": grahamPortrait,
  "Tom Hartwell": tomPortrait,
};
