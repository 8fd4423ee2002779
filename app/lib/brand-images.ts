/**
 * The app icons and the share image, drawn at build from the business's name, logo colours and
 * theme (app/content/site-files-plugin.ts writes them beside the pages), so an edit in the
 * site editor reaches them as it reaches the pages.
 */
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

import sharp from "sharp";
import { decompress } from "wawoff2";

import { type MarkColours, markShapes, markShapesSvg, markSvg } from "./brand-mark";

/** A square PNG app icon: the mark, full bleed, with no transparency (iOS shows it black). */
export async function iconPng(size: number, colours: MarkColours): Promise<Buffer> {
  return sharp(Buffer.from(markSvg(colours, { square: true })), { density: (72 * size) / markShapes.size })
    .resize(size, size)
    .flatten({ background: colours.ground })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/** The colours the share image's scene is painted in. */
export type SharePalette = {
  sky: string;
  hillFar: string;
  hillMid: string;
  hillNear: string;
  kerb: string;
  joints: string;
  blockLight: string;
  blockTan: string;
  sun: string;
  lines: string;
  name: string;
  text: string;
};

export type ShareImage = {
  width: number;
  height: number;
  name: string;
  /** One line in capitals under the name (the divisions). */
  kicker: string;
  strapline: string;
  mark: MarkColours;
  palette: SharePalette;
};

const require = createRequire(import.meta.url);
const faces = {
  display: () => require.resolve("@fontsource/fraunces/files/fraunces-latin-600-normal.woff2"),
  textBold: () => require.resolve("@fontsource/inter/files/inter-latin-600-normal.woff2"),
  textRegular: () => require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff2"),
};
let fontFiles: Promise<Record<keyof typeof faces, string>> | undefined;

/** The site's own faces as plain OpenType files, which the text renderer reads (it cannot read WOFF2). */
function unpackedFonts() {
  fontFiles ??= (async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "brand-fonts-"));
    const files: Partial<Record<keyof typeof faces, string>> = {};
    // One at a time: the decoder's calls share its memory, and two at once came out broken.
    for (const [key, woff2] of Object.entries(faces) as [keyof typeof faces, () => string][]) {
      const file = path.join(folder, `${key}.ttf`);
      await writeFile(file, await decompress(await readFile(woff2())));
      files[key] = file;
    }
    return files as Record<keyof typeof faces, string>;
  })();
  return fontFiles;
}

const escapeMarkup = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

type TextOptions = { fontfile: string; font: string; size: number; colour: string; spacing?: number; width?: number };

/** One line or block of text as a transparent layer, its box cut to the ink. */
async function textLayer(text: string, o: TextOptions, scale = 1) {
  const span = `<span foreground="${o.colour}"${o.spacing ? ` letter_spacing="${Math.round(o.spacing * scale * 1024)}"` : ""}>`;
  const { data, info } = await sharp({
    text: {
      text: `${span}${escapeMarkup(text)}</span>`,
      font: `${o.font}, ${(o.size * scale).toFixed(1)}`,
      fontfile: o.fontfile,
      width: o.width,
      rgba: true,
      dpi: 72,
      spacing: 6,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/** A line made smaller, never larger, until it is no wider than `maxWidth`. */
async function fittedLine(text: string, o: TextOptions, maxWidth: number) {
  let scale = 1;
  let layer = await textLayer(text, o);
  // Glyph widths do not shrink quite in proportion to the size, so it may take another try.
  for (let tries = 0; layer.width > maxWidth && tries < 4; tries++) {
    scale *= (maxWidth / layer.width) * 0.995;
    layer = await textLayer(text, o, scale);
  }
  if (layer.width <= maxWidth) return { ...layer, scale };
  const input = await sharp(layer.input).extract({ left: 0, top: 0, width: maxWidth, height: layer.height }).toBuffer();
  return { input, width: maxWidth, height: layer.height, scale };
}

/** A wrapped block made smaller, down to 60%, until it is no taller than `maxHeight`; cut below that. */
async function fittedBlock(text: string, o: TextOptions & { width: number }, maxHeight: number) {
  let layer = await textLayer(text, o);
  for (let scale = 0.9; layer.height > maxHeight && scale >= 0.6; scale -= 0.1) layer = await textLayer(text, o, scale);
  if (layer.height <= maxHeight) return layer;
  const input = await sharp(layer.input).extract({ left: 0, top: 0, width: layer.width, height: maxHeight }).toBuffer();
  return { input, width: layer.width, height: maxHeight };
}

/**
 * The 1200x630 share image: the mark, the name in the headings' face, the kicker and the
 * strapline, over a scene of hills and block paving. A longer name or kicker is set smaller to
 * stay on one line; a longer strapline wraps to two lines, then gets smaller.
 */
export async function shareImageJpeg(image: ShareImage): Promise<Buffer> {
  const { width, height, palette: p } = image;
  const fonts = await unpackedFonts();
  const left = 80;
  const textWidth = width - 2 * left;

  const name = await fittedLine(
    image.name,
    { fontfile: fonts.display, font: "Fraunces SemiBold", size: 92, colour: p.name },
    textWidth,
  );
  const kicker = await fittedLine(
    image.kicker,
    { fontfile: fonts.textBold, font: "Inter SemiBold", size: 28, colour: p.lines, spacing: 2 },
    textWidth,
  );
  const strapline = await fittedBlock(
    image.strapline,
    { fontfile: fonts.textRegular, font: "Inter", size: 30, colour: p.text, width: textWidth - 40 },
    80,
  );

  // Running-bond block paving along the bottom, a lawn edge above it and rolling hills behind:
  // the surfaces the business builds and cleans. Flat shapes in the theme's colours.
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 630">
    <defs>
      <pattern id="blocks" width="96" height="48" patternUnits="userSpaceOnUse">
        <rect width="96" height="48" fill="${p.joints}"/>
        <rect x="2" y="2" width="44" height="20" rx="2" fill="${p.blockLight}"/>
        <rect x="50" y="2" width="44" height="20" rx="2" fill="${p.blockTan}"/>
        <rect x="-22" y="26" width="44" height="20" rx="2" fill="${p.blockTan}"/>
        <rect x="26" y="26" width="44" height="20" rx="2" fill="${p.blockLight}"/>
        <rect x="74" y="26" width="44" height="20" rx="2" fill="${p.blockTan}"/>
      </pattern>
    </defs>
    <rect width="1200" height="630" fill="${p.sky}"/>
    <path d="M560 470 C700 360 820 330 940 372 C1040 406 1120 360 1200 318 L1200 630 L560 630 Z" fill="${p.hillFar}"/>
    <path d="M0 520 C220 470 420 500 640 452 C860 404 1020 440 1200 402 L1200 630 L0 630 Z" fill="${p.hillMid}"/>
    <path d="M0 548 C260 520 560 540 860 512 C1000 500 1110 506 1200 496 L1200 630 L0 630 Z" fill="${p.hillNear}"/>
    <rect y="548" width="1200" height="82" fill="url(#blocks)"/>
    <rect y="540" width="1200" height="10" fill="${p.kerb}"/>
    <circle cx="1040" cy="150" r="62" fill="${p.sun}" opacity="0.35"/>
    <g transform="translate(${left} 72) scale(2.4)">${markShapesSvg(image.mark)}</g>
    <rect x="${left}" y="372" width="72" height="4" rx="2" fill="${p.lines}"/>
  </svg>`;

  // The name's capitals stand on the same line whatever its size: a smaller name moves down.
  const capitals = 71;
  return sharp(Buffer.from(scene))
    .composite([
      { input: name.input, left: left - 4, top: 200 + Math.round(capitals * (1 - name.scale)) },
      { input: kicker.input, left: left + 2, top: 320 },
      { input: strapline.input, left: left + 2, top: 400 },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
