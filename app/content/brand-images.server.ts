import business from "@content/business.yml";
import { iconPng, type SharePalette, shareImageJpeg } from "~/lib/brand-images";
import { markSvg } from "~/lib/brand-mark";
import { themeTokens } from "~/lib/theme-tokens";

import themeCss from "../app.css?raw";

import { jobAppImages } from "./job-app";
import { appIcons, brandColours, brandImages, shareImage } from "./site-metadata";

/** The share image's scene in the site's own theme colours (app.css), by role. */
function sharePalette(): SharePalette {
  const tokens = themeTokens(themeCss);
  const token = (name: string) => {
    const value = tokens[name];
    if (!value) throw new Error(`app/app.css: --color-${name} is missing: the share image is painted with it`);
    return value;
  };
  return {
    sky: token("garden-900"),
    hillFar: token("garden-800"),
    hillMid: token("garden-700"),
    hillNear: token("garden-600"),
    kerb: token("stone-700"),
    joints: token("stone-500"),
    blockLight: token("stone-300"),
    blockTan: "#cdb893",
    sun: token("water-600"),
    lines: token("stone-300"),
    name: "#ffffff",
    text: token("paper"),
  };
}

type BrandFile = { body: string | Uint8Array<ArrayBuffer>; type: string };

const icon = async (size: number, colours = brandColours.logo): Promise<BrandFile> => ({
  body: new Uint8Array(await iconPng(size, colours)),
  type: "image/png",
});

/** Where the favicon is, beside the files pages name (`brandImages`); the pages carry it inline. */
export const faviconFile = "/favicon.svg";

/** Each brand file by its path, drawn when asked for. */
const files: Record<string, () => Promise<BrandFile>> = {
  [faviconFile]: async () => ({ body: markSvg(brandColours.logo), type: "image/svg+xml; charset=utf-8" }),
  // The size iOS asks for.
  [brandImages.appleTouchIcon]: () => icon(180),
  ...Object.fromEntries(appIcons.map(({ src, sizes }) => [src, () => icon(Number.parseInt(sizes, 10))])),
  // The job page's app (site-metadata.ts): the same sizes, in its own colours.
  [jobAppImages.appleTouchIcon]: () => icon(180, jobAppImages.colours),
  ...Object.fromEntries(
    jobAppImages.icons.map(({ src, sizes }) => [src, () => icon(Number.parseInt(sizes, 10), jobAppImages.colours)]),
  ),
  [shareImage.path]: async () => ({
    body: new Uint8Array(
      await shareImageJpeg({
        width: shareImage.width,
        height: shareImage.height,
        name: business.name,
        kicker: `${business.divisions.drives.name.toUpperCase()}  ·  ${business.divisions.cleaning.name.toUpperCase()}`,
        strapline: shareImage.strapline,
        mark: brandColours.logo,
        palette: sharePalette(),
      }),
    ),
    type: shareImage.type,
  }),
};

/** The paths of the brand files. */
export const brandFilePaths = Object.keys(files);

/** The brand file at `pathname`, or undefined. */
export async function brandFile(pathname: string): Promise<BrandFile | undefined> {
  return files[pathname]?.();
}
