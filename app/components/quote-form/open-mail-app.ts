/**
 * Hands a `mailto:` link to the browser, which opens the visitor's mail app (or, on a computer
 * without one, nothing). Throws when the browser refuses the navigation.
 */
export function openMailApp(href: string): void {
  window.location.assign(href);
}
