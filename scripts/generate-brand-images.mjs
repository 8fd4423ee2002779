// @ts-check
/**
 * Writes the brand images into `public/` from their sources, so they never drift from the logo,
 * the theme colours or the business config:
 * - `apple-touch-icon.png` (180), `icon-192.png`, `icon-512.png` from `public/favicon.svg`;
 * - `og-image.jpg`, the 1200x630 share image, from an SVG composed here, set in the site's own
 *   typefaces (Fraunces, Inter) with the business name and divisions from `app/content`.
 * Run `npm run make -- brand-images` after changing the logo, the colours or the business name.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import sharp from "sharp";
import { decompress } from "wawoff2";

import { importContentModule, loadSiteContent } from "../server/content-module.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const publicDir = path.join(root, "public");

const { contentPlugin } = await importContentModule("vite-plugin.ts");

/** Loads a TypeScript content module the way the app sees it, content files included. */
const importContent = (/** @type {string} */ file) =>
  importContentModule(file, { plugins: [contentPlugin()], resolve: { alias: { "~": path.join(root, "app") } } });

/**
 * The logo mark in the brand colours of content/business.yml (the header draws the same
 * shapes in app/components/layout/logo.tsx).
 * @param {{ ground: string, stripes: string, drop: string }} logo
 */
function faviconSvg(logo) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="${logo.ground}"/><path d="M8 29h24M11 24h18M14 19h12" stroke="${logo.stripes}" stroke-width="2.4" stroke-linecap="round"/><path d="M20 6c4.5 4.6 6 7.7 6 10a6 6 0 0 1-12 0c0-2.3 1.5-5.4 6-10Z" fill="${logo.drop}"/></svg>\n`;
}

/** The `--color-*` tokens of the Tailwind theme in app.css. */
async function themeColours() {
  const css = await readFile(path.join(root, "app/app.css"), "utf8");
  /** @type {Record<string, string>} */
  const colours = {};
  for (const [, name = "", value = ""] of css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{3,8})\s*;/gi))
    colours[name] = value;
  return colours;
}

/** @param {string} text */
const escapeMarkup = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

async function writeIcons(/** @type {string} */ background) {
  const svg = await readFile(path.join(publicDir, "favicon.svg"), "utf8");
  // Full bleed: launchers and iOS round the corners themselves, and the mark stays inside the
  // central safe circle, so the same file also serves as a maskable icon.
  const square = Buffer.from(svg.replace(/\srx="[\d.]+"/, ""));
  for (const [file, size] of /** @type {const} */ ([
    ["apple-touch-icon.png", 180],
    ["icon-192.png", 192],
    ["icon-512.png", 512],
  ])) {
    await sharp(square, { density: (72 * size) / 40 })
      .resize(size, size)
      .flatten({ background })
      .png({ compressionLevel: 9, palette: true })
      .toFile(path.join(publicDir, file));
    console.log(`brand-images: public/${file}`);
  }
}

async function writeShareImage(/** @type {Record<string, string>} */ c) {
  const { business } = await loadSiteContent(root);
  const { brandImages } = await importContent("site-metadata.ts");
  const { width, height } = brandImages.share;

  const fontDir = await mkdtemp(path.join(tmpdir(), "brand-fonts-"));
  /**
   * The text renderer reads plain OpenType, not WOFF2: unpack the file the site itself ships.
   * @param {string} url
   */
  const font = async (url) => {
    const target = path.join(fontDir, path.basename(fileURLToPath(url)).replace(/\.woff2$/, ".ttf"));
    await writeFile(target, await decompress(await readFile(new URL(url))));
    return target;
  };
  const display = await font(import.meta.resolve("@fontsource/fraunces/files/fraunces-latin-600-normal.woff2"));
  const textBold = await font(import.meta.resolve("@fontsource/inter/files/inter-latin-600-normal.woff2"));
  const textRegular = await font(import.meta.resolve("@fontsource/inter/files/inter-latin-400-normal.woff2"));

  /**
   * One line or block of text as a transparent layer.
   * @param {string} text @param {{ fontfile: string, font: string, colour: string, width?: number, spacing?: number }} o
   */
  const textLayer = async (text, o) =>
    sharp({
      text: {
        text: `<span foreground="${o.colour}"${o.spacing ? ` letter_spacing="${o.spacing * 1024}"` : ""}>${escapeMarkup(text)}</span>`,
        font: o.font,
        fontfile: o.fontfile,
        width: o.width,
        rgba: true,
        dpi: 72,
        spacing: 6,
      },
    })
      .png()
      .toBuffer();

  // Running-bond block paving along the bottom, a lawn edge above it and rolling hills behind:
  // the surfaces the business builds and cleans. Flat shapes in the theme's colours.
  const paving = `
    <pattern id="blocks" width="96" height="48" patternUnits="userSpaceOnUse">
      <rect width="96" height="48" fill="${c["stone-500"]}"/>
      <rect x="2" y="2" width="44" height="20" rx="2" fill="${c["stone-300"]}"/>
      <rect x="50" y="2" width="44" height="20" rx="2" fill="#cdb893"/>
      <rect x="-22" y="26" width="44" height="20" rx="2" fill="#cdb893"/>
      <rect x="26" y="26" width="44" height="20" rx="2" fill="${c["stone-300"]}"/>
      <rect x="74" y="26" width="44" height="20" rx="2" fill="#cdb893"/>
    </pattern>`;
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>${paving}</defs>
    <rect width="${width}" height="${height}" fill="${c["garden-900"]}"/>
    <path d="M560 470 C700 360 820 330 940 372 C1040 406 1120 360 1200 318 L1200 630 L560 630 Z" fill="${c["garden-800"]}"/>
    <path d="M0 520 C220 470 420 500 640 452 C860 404 1020 440 1200 402 L1200 630 L0 630 Z" fill="${c["garden-700"]}"/>
    <path d="M0 548 C260 520 560 540 860 512 C1000 500 1110 506 1200 496 L1200 630 L0 630 Z" fill="${c["garden-600"]}"/>
    <rect y="548" width="${width}" height="82" fill="url(#blocks)"/>
    <rect y="540" width="${width}" height="10" fill="${c["stone-700"]}"/>
    <circle cx="1040" cy="150" r="62" fill="${c["water-600"]}" opacity="0.35"/>
    <g transform="translate(80 72) scale(2.4)">
      <rect width="40" height="40" rx="10" fill="${c["garden-700"]}"/>
      <path d="M8 29h24M11 24h18M14 19h12" stroke="${c["stone-300"]}" stroke-width="2.4" stroke-linecap="round" fill="none"/>
      <path d="M20 6c4.5 4.6 6 7.7 6 10a6 6 0 0 1-12 0c0-2.3 1.5-5.4 6-10Z" fill="#7fc4cc"/>
    </g>
    <rect x="80" y="372" width="72" height="4" rx="2" fill="${c["stone-300"]}"/>
  </svg>`;

  const name = await textLayer(business.name, { fontfile: display, font: "Fraunces SemiBold, 92", colour: "#ffffff" });
  const divisions = await textLayer(
    `${business.divisions.drives.name.toUpperCase()}  ·  ${business.divisions.cleaning.name.toUpperCase()}`,
    { fontfile: textBold, font: "Inter SemiBold, 28", colour: c["stone-300"] ?? "#d9c7a7", spacing: 2 },
  );
  const area = await textLayer(brandImages.share.strapline, {
    fontfile: textRegular,
    font: "Inter, 30",
    colour: c["paper"] ?? "#faf8f3",
    width: 1000,
  });

  await sharp(Buffer.from(background))
    .composite([
      { input: name, left: 76, top: 200 },
      { input: divisions, left: 82, top: 320 },
      { input: area, left: 82, top: 400 },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(path.join(publicDir, brandImages.share.path));
  console.log(`brand-images: public${brandImages.share.path} (${width}x${height})`);
  await rm(fontDir, { recursive: true, force: true });
  return brandImages;
}

const colours = await themeColours();
const { brandColours } = await importContent("site-metadata.ts");
await writeFile(path.join(publicDir, "favicon.svg"), faviconSvg(brandColours.logo));
console.log("brand-images: public/favicon.svg");
await writeIcons(brandColours.theme);
await writeShareImage(colours);
