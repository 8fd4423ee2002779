/**
 * The headings' web font is used only once this browser holds it (docs/decisions/074): a first
 * visit draws headings in the metric-matched fallback and never waits for or swaps to the font;
 * once the page has loaded, the font is fetched into the browser's cache and remembered, so later
 * pages draw it from their first frame.
 */

/** What these functions use of a browser window. */
export type FaceWindow = {
  document: {
    documentElement: { dataset: Record<string, string | undefined> };
    createElement(tag: "link"): HTMLLinkElement;
    head: { append(node: HTMLLinkElement): void };
    fonts: { load(font: string): Promise<unknown[]> };
    readyState: string;
  };
  localStorage: Pick<Storage, "getItem" | "setItem">;
  addEventListener(type: "load", listener: () => void, options: { once: true }): void;
};

/** The key under which the font file last fetched is remembered; its URL changes with its bytes. */
export const brandFaceKey = "brand-face";

/**
 * Marks the page to use the face when this browser fetched this very file before. Runs as an
 * inline script in the head, before the first layout, so it is self-contained: it may use only
 * its arguments.
 */
export function applyKeptBrandFace(window: FaceWindow, fileUrl: string, key: string) {
  try {
    if (window.localStorage.getItem(key) !== fileUrl) return;
    const { document } = window;
    document.documentElement.dataset.brandFace = "";
    // A preloaded `optional` face holds the first frame until it is read from the cache (up to
    // 100 ms), so the first frame already has it; without the preload it would come a frame late.
    const preload = document.createElement("link");
    Object.assign(preload, { rel: "preload", as: "font", type: "font/woff2", crossOrigin: "", href: fileUrl });
    document.head.append(preload);
  } catch {
    // Storage may be switched off; the fallback face is then kept.
  }
}

/**
 * Once the page has loaded, fetches the face the stylesheet declares (`font`, e.g.
 * `600 1em Fraunces`) without drawing anything in it, and remembers its file for the next page.
 */
export function keepBrandFace(window: FaceWindow, font: string, fileUrl: string): Promise<boolean> {
  const { document } = window;
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else window.addEventListener("load", () => resolve(), { once: true });
  });
  return loaded
    .then(() => document.fonts.load(font))
    .then((faces) => {
      if (!faces.length) return false;
      window.localStorage.setItem(brandFaceKey, fileUrl);
      return true;
    })
    .catch(() => false);
}
