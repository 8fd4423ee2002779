const urls = new WeakMap<Blob, string>();

/**
 * An address the page can show a kept photo at: one per photo for the page's life, so every
 * screen that shows it draws the same one, and none is let go of while a screen still shows it
 * (React runs a new screen's effects, and their clean-ups, twice in development). A photo the
 * owner replaces stays in memory until the page closes: a few hundred KB at most.
 */
export function objectUrl(file: Blob): string {
  let url = urls.get(file);
  if (!url) {
    url = URL.createObjectURL(file);
    urls.set(file, url);
  }
  return url;
}
