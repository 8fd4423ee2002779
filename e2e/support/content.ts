import { fileURLToPath } from "node:url";

import { loadContent } from "../../app/content/load";

/**
 * The site's content as the build reads it (content/*.yml), so tests expect what the owner
 * wrote: phone numbers, names, headings, counts. Pictures are the master files, not the
 * built URLs.
 */
export const { content, sitePages: allPages } = loadContent(fileURLToPath(new URL("../..", import.meta.url)));

/** A page with the h1 it opens with: its hero's title, or, without a hero, its title. */
const withHeading = (page: (typeof allPages)[number]) => {
  const words = content.pages[page.id] as { hero?: { title: string }; meta: { title: string } };
  return { ...page, h1: words.hero?.title ?? words.meta.title };
};

/** The pages of the menu, in menu order, with the h1 each one opens with. */
export const sitePages = allPages.filter((page) => page.menu).map(withHeading);

/** Every page search engines are sent to (the sitemap's): the menu's and those linked from the footer. */
export const indexedPages = allPages.filter((page) => page.indexed).map(withHeading);
