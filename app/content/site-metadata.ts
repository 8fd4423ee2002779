import business from "@content/business.yml";
import wholeBusiness from "@content/business.yml?whole";
import share from "@content/layout.yml?part=share";
import sitePages from "@content/site-pages";

import {
  buildBreadcrumbJsonLd,
  buildBusinessJsonLd,
  buildPageMeta,
  buildShareMeta,
  type JsonLd,
  type PageSeo,
  type SiteSeo,
} from "~/lib/metadata-builders";

import type { PageId } from "./registry";
import type { PageMeta } from "./types";

/** Brand colours shared by the browser chrome, the app manifest and the generated icons. */
export const brandColours = business.brand;

/*
 * The brand files, drawn at build by `brand-images.server.ts`, and what pages say of them. Three
 * constants, not one object, so that a page's script keeps only what it names as it runs (the
 * icon for iOS and the manifest), not the share image and icons only the prerender and the build
 * name.
 */

/** The files the pages name as they run. */
export const brandImages = { appleTouchIcon: "/apple-touch-icon.png", manifest: "/site.webmanifest" } as const;

/** The picture a page shows when shared, named only in the prerendered head. */
export const shareImage = {
  path: "/og-image.jpg",
  width: 1200,
  height: 630,
  type: "image/jpeg",
  // Getters: read where the image is drawn and named, never as a page's script starts.
  /** The line under the name and divisions in the image. */
  get strapline() {
    return share.strapline;
  },
  get alt() {
    return share.alt;
  },
} as const;

/** The app's icons, which the manifest lists. */
export const appIcons = [
  { src: "/icon-192.png", sizes: "192x192" },
  { src: "/icon-512.png", sizes: "512x512" },
] as const;

const siteSeo = {
  siteName: business.name,
  siteUrl: business.siteUrl,
  themeColor: brandColours.theme,
} as const satisfies Omit<SiteSeo, "image">;

/** The business as structured data, on the pages the registry marks `businessData`. */
export const businessJsonLd = () =>
  buildBusinessJsonLd({
    name: business.name,
    description: business.tagline,
    siteUrl: business.siteUrl,
    email: business.email,
    telephone: business.phones.main.e164,
    address: wholeBusiness.address,
    geo: wholeBusiness.geo,
    hours: business.openingHours.general,
    towns: wholeBusiness.towns,
    sameAs: [business.social.facebook],
    logoPath: appIcons[1].src,
    imagePath: shareImage.path,
    departments: Object.values(business.divisions).map((division) => ({
      name: division.name,
      telephone: division.phone.e164,
      path: division.path,
    })),
  });

/**
 * Meta tags and structured data for a page, with the business's name and URL filled in. Where
 * the page is, whether search engines index it (listed in the sitemap), whether it carries the
 * business's structured data and its Home > page breadcrumb, named as in the menu, come from
 * the page registry.
 *
 * In the browser only the tags it uses itself are drawn (docs/decisions/077): the share tags and
 * structured data stay in the prerendered HTML that crawlers read, and their builders stay out
 * of every page's script.
 */
export function pageMeta(id: PageId, written: PageMeta) {
  const page = sitePages.find((entry) => entry.id === id);
  if (!page) throw new Error(`pageMeta: "${id}" is not a page of the registry`);
  const seo = { ...written, path: page.path, noindex: !page.indexed };
  const tags = buildPageMeta(siteSeo, seo);
  // A condition the bundler folds, not an early return: the crawlers' part, and the business
  // details only it reads (later-parts.ts), then leave the browser's build; after an early
  // return they stayed in it.
  return import.meta.env.SSR ? [...tags, ...crawlersMeta(page, seo)] : tags;
}

/** The share tags and structured data, for the prerendered HTML alone. */
function crawlersMeta(page: (typeof sitePages)[number], seo: PageSeo) {
  const home = sitePages.find((entry) => entry.path === "/");
  const jsonLd: JsonLd[] = page.businessData ? [businessJsonLd()] : [];
  if (page.indexed && home && page.path !== "/")
    jsonLd.push(
      buildBreadcrumbJsonLd(business.siteUrl, [
        { name: home.label, path: home.path },
        { name: page.label, path: page.path },
      ]),
    );
  return buildShareMeta({ ...siteSeo, image: shareImage }, seo, jsonLd);
}
