/** What `adoptInlineFonts` uses of a browser window. */
export type FontWindow = {
  document: { styleSheets: Iterable<CSSStyleSheet>; fonts: { add(face: FontFace): unknown } };
  FontFace: typeof FontFace;
  CSSFontFaceRule: typeof CSSFontFaceRule;
  atob(data: string): string;
};

/**
 * Makes each web font that a stylesheet carries as a base64 data URL usable before the first
 * layout. Chromium treats a data URL in `@font-face` like any other URL: it starts decoding it
 * only when a layout first needs the face, and finishes in a later task, so on a slow phone the
 * page is laid out and painted without it (invisible text with `font-display: block`), then laid
 * out again when it arrives, and headings move. A `FontFace` built from the same bytes is decoded
 * on the spot, and, added after the stylesheet's face, is the one the page uses. Without script,
 * or where this fails, the stylesheet's own face loads as before.
 *
 * It reads `@font-face` rules at the top level of each sheet, where `app/app.css` declares them.
 * It runs as an inline script, so it is self-contained: it may use only its argument.
 */
export function adoptInlineFonts(window: FontWindow): number {
  const descriptors = [
    ["style", "font-style"],
    ["weight", "font-weight"],
    ["stretch", "font-stretch"],
    ["unicodeRange", "unicode-range"],
    ["featureSettings", "font-feature-settings"],
    ["display", "font-display"],
    ["ascentOverride", "ascent-override"],
    ["descentOverride", "descent-override"],
    ["lineGapOverride", "line-gap-override"],
    ["sizeAdjust", "size-adjust"],
  ] as const;
  let adopted = 0;
  for (const sheet of window.document.styleSheets) {
    let rules: CSSRule[];
    try {
      rules = Array.from(sheet.cssRules);
    } catch {
      continue; // A cross-origin sheet cannot be read, and holds none of the page's own fonts.
    }
    for (const rule of rules) {
      if (!(rule instanceof window.CSSFontFaceRule)) continue;
      const data = /url\(["']?data:[^;,"')]*;base64,([A-Za-z0-9+/=]+)["']?\)/.exec(rule.style.getPropertyValue("src"));
      const family = rule.style.getPropertyValue("font-family").replace(/^["']|["']$/g, "");
      if (!data?.[1] || !family) continue;
      try {
        const bytes = Uint8Array.from(window.atob(data[1]), (char) => char.charCodeAt(0));
        const options: Record<string, string> = {}; // `sizeAdjust` is newer than TypeScript's DOM types
        for (const [option, property] of descriptors) {
          const value = rule.style.getPropertyValue(property);
          if (value) options[option] = value;
        }
        const face = new window.FontFace(family, bytes, options);
        if (face.status === "error") continue;
        window.document.fonts.add(face);
        adopted += 1;
      } catch {
        // The stylesheet's own face still loads the usual way.
      }
    }
  }
  return adopted;
}
