import { business } from "~/content/business";
import { navigation, sitemapLastModified } from "~/content/navigation";
import { buildSitemapXml } from "~/lib/sitemap";

export function loader() {
  const xml = buildSitemapXml(
    business.siteUrl,
    navigation.map((page) => ({ path: page.to, lastmod: sitemapLastModified, ...page.sitemap })),
  );
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
