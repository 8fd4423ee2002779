/**
 * Static hosts match files in their case, so /About or /CONTACT/ (typed from a van or a flyer)
 * reaches the not-found page. This takes such an address to the page it names, before the
 * not-found page is drawn. It runs as an inline script in that page, so it is self-contained: it
 * may use only its arguments.
 */
export function goToPageInAnotherCase(
  location: Pick<Location, "pathname" | "search" | "hash" | "replace">,
  paths: readonly string[],
) {
  const wanted = location.pathname.replace(/(.)\/+$/, "$1").toLowerCase();
  const page = paths.find((path) => path !== location.pathname && path.toLowerCase() === wanted);
  if (page) location.replace(page + location.search + location.hash);
}
