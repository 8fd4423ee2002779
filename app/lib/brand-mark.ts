/**
 * The logo mark: a rounded square with three paving stripes under a water drop, on a 40-unit
 * grid. The header draws it as React, the favicon, app icons and share image as SVG markup, all
 * from these shapes, so a colour edited in the content reaches every one of them.
 */
export const markShapes = {
  size: 40,
  radius: 10,
  stripes: "M8 29h24M11 24h18M14 19h12",
  stripeWidth: 2.4,
  drop: "M20 6c4.5 4.6 6 7.7 6 10a6 6 0 0 1-12 0c0-2.3 1.5-5.4 6-10Z",
} as const;

export type MarkColours = { ground: string; stripes: string; drop: string };

/** The mark's shapes as SVG elements, to place inside a larger drawing. */
export function markShapesSvg(colours: MarkColours, { square = false } = {}): string {
  const { size, radius, stripes, stripeWidth, drop } = markShapes;
  return (
    `<rect width="${size}" height="${size}"${square ? "" : ` rx="${radius}"`} fill="${colours.ground}"/>` +
    `<path d="${stripes}" stroke="${colours.stripes}" stroke-width="${stripeWidth}" stroke-linecap="round"/>` +
    `<path d="${drop}" fill="${colours.drop}"/>`
  );
}

/**
 * The mark as an SVG file. `square` fills the corners too: launchers and iOS round app icons
 * themselves, and the drawing stays inside the central safe circle, so one file also serves as
 * a maskable icon.
 */
export function markSvg(colours: MarkColours, options: { square?: boolean } = {}): string {
  const { size } = markShapes;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">${markShapesSvg(colours, options)}</svg>\n`;
}
