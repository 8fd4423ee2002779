import {
  buildBreadcrumbJsonLd,
  buildBusinessJsonLd,
  buildPageMeta,
  type JsonLd,
  type PageSeo,
  type SiteSeo,
} from "~/lib/seo";

import { business } from "./business";
import { figures } from "./claims";
import { navigation } from "./navigation";

/** Brand colours shared by the browser chrome, the app manifest and the generated icons (app.css tokens). */
export const brandColours = {
  /** --color-garden-700, the logo's ground. */
  theme: "#245a3d",
  /** --color-paper, the page background. */
  background: "#faf8f3",
} as const;

/** Files written by `scripts/generate-brand-images.mjs` into `public/`. */
export const brandImages = {
  share: {
    path: "/og-image.jpg",
    width: 1200,
    height: 630,
    type: "image/jpeg",
    /** The line under the name and divisions in the image. */
    strapline: `Family run since ${figures.foundedYear} · ${business.serviceArea}`,
    alt: `${business.name}: ${business.divisions.drives.name} and ${business.divisions.cleaning.name} in ${business.serviceArea}`,
  },
  appleTouchIcon: "/apple-touch-icon.png",
  icons: [
    { src: "/icon-192.png", sizes: "192x192" },
    { src: "/icon-512.png", sizes: "512x512" },
  ],
  manifest: "/site.webmanifest",
} as const;

export const siteSeo = {
  siteName: business.name,
  siteUrl: business.siteUrl,
  themeColor: brandColours.theme,
  image: brandImages.share,
} as const satisfies SiteSeo;

/** The business as structured data, the same on every page. */
export const businessJsonLd = buildBusinessJsonLd({
  name: business.name,
  description: business.tagline,
  siteUrl: business.siteUrl,
  email: business.email,
  telephone: business.phones.main.e164,
  address: business.address,
  geo: business.geo,
  hours: business.openingHours.general,
  towns: business.towns,
  sameAs: [business.social.facebook],
  logoPath: "/icon-512.png",
  imagePath: brandImages.share.path,
  departments: Object.values(business.divisions).map((division) => ({
    name: division.name,
    telephone: division.phone.e164,
    path: `/${division.slug}`,
  })),
});

/** Meta tags and structured data for a page, with the business's name and URL filled in. */
export function pageMeta(page: PageSeo) {
  const jsonLd: JsonLd[] = [businessJsonLd];
  const entry = navigation.find((item) => item.to === page.path);
  if (entry && entry.to !== "/" && !page.noindex) {
    jsonLd.push(
      buildBreadcrumbJsonLd(business.siteUrl, [
        { name: navigation[0].label, path: navigation[0].to },
        { name: entry.label, path: entry.to },
      ]),
    );
  }
  return buildPageMeta(siteSeo, page, jsonLd);
}
