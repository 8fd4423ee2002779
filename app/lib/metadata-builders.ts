import type {
  BreadcrumbList,
  City,
  HomeAndConstructionBusiness,
  OpeningHoursSpecification,
  PostalAddress,
  WithContext,
} from "schema-dts";

import { absoluteUrl } from "./sitemap.ts";

/** One entry of React Router's `meta` export, kept framework-free. */
export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { "script:ld+json": JsonLd };

export type JsonLd = WithContext<HomeAndConstructionBusiness> | WithContext<BreadcrumbList>;

export type PageSeo = {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
};

/** The share image every page points to; its path is relative to the site root. */
type ShareImage = { path: string; width: number; height: number; alt: string; type: string };

export type SiteSeo = {
  siteName: string;
  siteUrl: string;
  /** Browser chrome colour on phones. */
  themeColor: string;
  image: ShareImage;
};

/** The page's place in the site, for the breadcrumb trail; empty for the home page. */
export type Breadcrumb = { name: string; path: string };

/** Search engines cut longer descriptions and may replace shorter ones with page text. */
export const descriptionLength = { min: 120, max: 160 } as const;

/** The page title as it reads in a browser tab and a search result. */
function formatTitle(pageTitle: string, siteName: string): string {
  return pageTitle === siteName ? siteName : `${pageTitle} | ${siteName}`;
}

/**
 * The tags a browser itself uses, kept up to date as the visitor moves between pages: the tab's
 * title, the description, the phone's chrome colour, and the canonical address that share sheets
 * and bookmarks take (or `noindex` for a page that has none).
 */
export function buildPageMeta(site: Pick<SiteSeo, "siteName" | "siteUrl" | "themeColor">, page: PageSeo): MetaTag[] {
  return [
    { title: formatTitle(page.title, site.siteName) },
    { name: "description", content: page.description },
    { name: "theme-color", content: site.themeColor },
    page.noindex
      ? { name: "robots", content: "noindex" }
      : { tagName: "link", rel: "canonical", href: absoluteUrl(site.siteUrl, page.path) },
  ];
}

/**
 * The tags only crawlers and link previews read, from the page as first served: Open Graph, the
 * large Twitter card and each structured data block as its own JSON-LD entry.
 */
export function buildShareMeta(site: SiteSeo, page: PageSeo, jsonLd: readonly JsonLd[] = []): MetaTag[] {
  const title = formatTitle(page.title, site.siteName);
  const imageUrl = absoluteUrl(site.siteUrl, site.image.path);
  const tags: MetaTag[] = [
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: absoluteUrl(site.siteUrl, page.path) },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.siteName },
    { property: "og:locale", content: "en_GB" },
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: site.image.type },
    { property: "og:image:width", content: String(site.image.width) },
    { property: "og:image:height", content: String(site.image.height) },
    { property: "og:image:alt", content: site.image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: site.image.alt },
  ];
  for (const data of jsonLd) tags.push({ "script:ld+json": data });
  return tags;
}

type WeekDay = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

/** What the structured data needs to know about the business, in the shape of its config. */
export type BusinessSchemaInput = {
  name: string;
  description: string;
  siteUrl: string;
  email: string;
  telephone: string;
  address: { locality: string; region: string; countryCode: string };
  geo: { latitude: number; longitude: number };
  hours: { days: readonly WeekDay[]; opens: string; closes: string };
  towns: readonly string[];
  sameAs: readonly string[];
  /** Site paths of the logo and a representative image. */
  logoPath: string;
  imagePath: string;
  departments: readonly { name: string; telephone: string; path: string }[];
};

/** The E.164 form structured data and `tel:` links expect: a plus and 8 to 15 digits. */
const e164Pattern = /^\+[1-9]\d{7,14}$/;

/**
 * The business as schema.org `HomeAndConstructionBusiness`, the most specific type covering
 * landscaping and exterior cleaning. Town-level address only; no ratings or reviews, which search
 * engines ignore (or penalise) when a business marks them up on its own site.
 */
export function buildBusinessJsonLd(input: BusinessSchemaInput): WithContext<HomeAndConstructionBusiness> {
  for (const phone of [input.telephone, ...input.departments.map((d) => d.telephone)]) {
    if (!e164Pattern.test(phone)) throw new Error(`Telephone ${phone} is not in E.164 form.`);
  }
  const url = absoluteUrl(input.siteUrl, "/");
  const address: PostalAddress = {
    "@type": "PostalAddress",
    addressLocality: input.address.locality,
    addressRegion: input.address.region,
    addressCountry: input.address.countryCode,
  };
  const openingHoursSpecification: OpeningHoursSpecification = {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: [...input.hours.days],
    opens: input.hours.opens,
    closes: input.hours.closes,
  };
  const areaServed: City[] = input.towns.map((town) => ({ "@type": "City", name: town }));

  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": `${url}#business`,
    name: input.name,
    description: input.description,
    url,
    logo: absoluteUrl(input.siteUrl, input.logoPath),
    image: absoluteUrl(input.siteUrl, input.imagePath),
    telephone: input.telephone,
    email: input.email,
    address,
    geo: {
      "@type": "GeoCoordinates",
      latitude: coordinate(input.geo.latitude),
      longitude: coordinate(input.geo.longitude),
    },
    openingHoursSpecification: [openingHoursSpecification],
    areaServed,
    sameAs: [...input.sameAs],
    department: input.departments.map((department) => ({
      "@type": "HomeAndConstructionBusiness",
      name: `${input.name} ${department.name}`,
      url: absoluteUrl(input.siteUrl, department.path),
      telephone: department.telephone,
      address,
      openingHoursSpecification: [openingHoursSpecification],
    })),
  };
}

/**
 * A coordinate with at least five decimals (about a metre), the precision search engines ask
 * for; more precise values are kept as they are.
 */
function coordinate(value: number): string {
  const decimals = String(value).split(".")[1]?.length ?? 0;
  return decimals >= 5 ? String(value) : value.toFixed(5);
}

/** The trail Home > page, with absolute URLs, for every page below the home page. */
export function buildBreadcrumbJsonLd(siteUrl: string, trail: readonly Breadcrumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export type WebManifestInput = {
  name: string;
  shortName: string;
  description: string;
  themeColor: string;
  backgroundColor: string;
  icons: readonly { src: string; sizes: string }[];
  /** Where the app opens and what it covers: the whole site unless said. */
  scope?: string;
  /** `browser` unless said. */
  display?: "browser" | "standalone";
};

/**
 * The web app manifest: names and icons for a phone's home screen. `display: browser` keeps the
 * address bar and the browser's own share and call handling; this is a website, not an app. An
 * owner's page added to the home screen (`scope`) opens on its own, as the app it is used as.
 */
export function buildWebManifest(input: WebManifestInput) {
  return {
    name: input.name,
    short_name: input.shortName,
    description: input.description,
    lang: "en-GB",
    ...(input.scope ? { id: input.scope } : {}),
    start_url: input.scope ?? "/",
    scope: input.scope ?? "/",
    display: input.display ?? "browser",
    theme_color: input.themeColor,
    background_color: input.backgroundColor,
    icons: input.icons.flatMap((icon) => [
      { src: icon.src, sizes: icon.sizes, type: "image/png", purpose: "any" },
      // The mark sits inside the central safe circle, so the full-bleed icon also works masked.
      { src: icon.src, sizes: icon.sizes, type: "image/png", purpose: "maskable" },
    ]),
  };
}
