import { brandColours } from "./site-metadata";

/**
 * The job page's own app, for the owner's home screen: its manifest covers that page only, and its
 * icon is the mark in reversed colours, so it is not mistaken for the site's.
 */
export const jobAppImages = {
  manifest: "/admin/new-job.webmanifest",
  appleTouchIcon: "/admin/new-job-icon-180.png",
  icons: [
    { src: "/admin/new-job-icon-192.png", sizes: "192x192" },
    { src: "/admin/new-job-icon-512.png", sizes: "512x512" },
  ],
  colours: { ground: brandColours.logo.stripes, stripes: brandColours.logo.ground, drop: brandColours.logo.drop },
} as const;
