import business from "@content/business.yml";
import { buildWebManifest } from "~/lib/metadata-builders";
import { buildRobotsTxt, buildSitemapXml } from "~/lib/sitemap";

import { brandFile, brandFilePaths } from "./brand-images.server";
import { ownerPages, pageRegistry, sitemapLastModified } from "./registry";
import { jobAppImages } from "./job-app";
import { appIcons, brandColours } from "./site-metadata";

type SiteFile = { body: string | Uint8Array<ArrayBuffer>; type: string };

/** The files beside the pages that are written, not drawn: what crawlers and browsers read. */
const textFiles: Record<string, () => SiteFile> = {
  "/sitemap.xml": () => ({
    body: buildSitemapXml(
      business.siteUrl,
      pageRegistry.flatMap((page) =>
        "sitemap" in page ? [{ path: page.path, ...page.sitemap, lastmod: sitemapLastModified }] : [],
      ),
    ),
    type: "application/xml; charset=utf-8",
  }),
  "/robots.txt": () => ({ body: buildRobotsTxt(business.siteUrl), type: "text/plain; charset=utf-8" }),
  "/site.webmanifest": () => ({
    body: JSON.stringify(
      buildWebManifest({
        name: business.name,
        shortName: business.shortName,
        description: business.tagline,
        themeColor: brandColours.theme,
        backgroundColor: brandColours.background,
        icons: appIcons,
      }),
      null,
      2,
    ),
    type: "application/manifest+json; charset=utf-8",
  }),
  [jobAppImages.manifest]: () => ({
    body: JSON.stringify(
      buildWebManifest({
        name: `Add a job · ${business.name}`,
        shortName: "Add a job",
        description: "Add a finished job's photos to the website's galleries.",
        themeColor: brandColours.theme,
        backgroundColor: brandColours.background,
        icons: jobAppImages.icons,
        scope: ownerPages[0].path,
        display: "standalone",
      }),
      null,
      2,
    ),
    type: "application/manifest+json; charset=utf-8",
  }),
};

/** The paths of every file beside the pages: the brand images and the text files. */
export const siteFilePaths = [...brandFilePaths, ...Object.keys(textFiles)];

/** The file beside the pages at `pathname`, or undefined. */
export async function siteFile(pathname: string): Promise<SiteFile | undefined> {
  return textFiles[pathname]?.() ?? brandFile(pathname);
}
