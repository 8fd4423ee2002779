import sitePages from "@content/site-pages";

/** The pages of the header and phone menus, in registry order, with their labels as the content gives them. */
export const navigation = () => sitePages.filter((page) => page.menu);

/**
 * Where the header swaps the phone menu for the full one. Five entries fit beside the logo and
 * the quote button from 1024 px; a longer menu waits for 1280 px, so adding a page never pushes
 * the header off the screen. Written out whole so Tailwind finds every class.
 */
const wide = navigation().length > 5;
export const menuBreakpoint = {
  desktopOnly: wide ? "hidden xl:block" : "hidden lg:block",
  phoneOnly: wide ? "xl:hidden" : "lg:hidden",
};
