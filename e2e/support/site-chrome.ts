import type { Page } from "@playwright/test";

import { content, sitePages } from "./content";

/**
 * The parts every page keeps (header, menus, action bar, cookie banner, footer), found by the
 * words content/layout.yml gives them, so an owner's rewording keeps the tests that use them green.
 */
const { layout } = content;

/** The header's menu of pages, by the name screen readers give it. */
export const mainNav = (page: Page) => page.getByRole("navigation", { name: layout.primaryNavLabel });

/** The header's button that opens the phone menu. */
export const menuToggle = (page: Page) => page.getByRole("banner").getByText(layout.menu, { exact: true });

/** The phone's action bar, with its call and quote links. */
export const actionBar = (page: Page) => page.getByRole("navigation", { name: layout.actionBarLabel });

/** The cookie banner, named by its heading. */
export const consentBanner = (page: Page) => page.getByRole("region", { name: layout.consent.heading, exact: true });

/** The name of a call button that shows its number: the call label, then the line's number. */
export const callName = (line: { display: string }) => `${layout.common.call} ${line.display}`;

/**
 * The footer's copyright line. It shows the visitor's current year once the page has hydrated,
 * which is the year this test runs in.
 */
export const copyrightLine = (page: Page) => page.getByText(layout.footer.copyright(new Date().getFullYear()));

/** A page of the menu by its id, with its label and h1; stops the test at once if there is none. */
export function menuPage(id: string) {
  const found = sitePages.find((entry) => entry.id === id);
  if (!found) throw new Error(`the menu has no page ${id}`);
  return found;
}
