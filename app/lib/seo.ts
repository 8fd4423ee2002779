import { absoluteUrl } from "./sitemap";

/** One entry of React Router's `meta` export, kept framework-free. */
export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string };

export type PageSeo = {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
};

export type SiteSeo = { siteName: string; siteUrl: string };

/** The page title as it reads in a browser tab and a search result. */
export function formatTitle(pageTitle: string, siteName: string): string {
  return pageTitle === siteName ? siteName : `${pageTitle} | ${siteName}`;
}

export function buildPageMeta(site: SiteSeo, page: PageSeo): MetaTag[] {
  const title = formatTitle(page.title, site.siteName);
  const url = absoluteUrl(site.siteUrl, page.path);
  const tags: MetaTag[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.siteName },
    { property: "og:locale", content: "en_GB" },
  ];
  if (page.noindex) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    tags.push({ tagName: "link", rel: "canonical", href: url });
  }
  return tags;
}
