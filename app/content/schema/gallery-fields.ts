import { altLabel, presetFolder } from "./image-slots.ts";

/** The galleries' file, by its path in the repository: what the job page and its check edit. */
export const galleriesFile = "content/galleries.yml";

/** Where each gallery's new photos go, below the images folder. */
export const galleryFolders = { projects: presetFolder.photo, beforeAfter: "cleaning" } as const;

/**
 * What each gallery's fields say to the owner, and where its new photos go: the site editor reads
 * them through the galleries schema (galleries.ts), the phone's job page (app/owner/new-job/)
 * from here, without the schemas.
 */
export const galleryFields = {
  caption: {
    label: "Caption",
    hint: "Shown under the picture: what and where, e.g. Herringbone block paving driveway, Beaconsfield.",
  },
  alt: {
    label: altLabel,
    projects: "What the photo shows, for people who cannot see it.",
    beforeAfter: "The scene, for people who cannot see it; the page adds 'before cleaning' / 'after cleaning'.",
  },
  folder: galleryFolders,
} as const;
