/**
 * The site's pages, in menu order. This one list feeds the header, the mobile menu,
 * the sitemap and the prerender list, so a page cannot be added to one and forgotten elsewhere.
 */
export type PageEntry = {
  label: string;
  to: `/${string}`;
  sitemap: { changefreq: "weekly" | "monthly"; priority: string };
};

export const navigation = [
  { label: "Home", to: "/", sitemap: { changefreq: "weekly", priority: "1.0" } },
  {
    label: "Drives & Landscapes",
    to: "/drives-and-landscapes",
    sitemap: { changefreq: "monthly", priority: "0.8" },
  },
  {
    label: "Exterior Cleaning",
    to: "/exterior-cleaning",
    sitemap: { changefreq: "monthly", priority: "0.8" },
  },
  { label: "About", to: "/about", sitemap: { changefreq: "monthly", priority: "0.6" } },
  { label: "Contact", to: "/contact", sitemap: { changefreq: "monthly", priority: "0.7" } },
] as const satisfies readonly PageEntry[];

/** Date the sitemap reports for every page. */
export const sitemapLastModified = "2024-08-28";

/** Prerendered at build. `/404` becomes `404.html`, which static hosts serve for unknown paths. */
export const prerenderPaths = [
  ...navigation.map((page) => page.to),
  "/sitemap.xml",
  "/robots.txt",
  "/site.webmanifest",
  "/404",
];
