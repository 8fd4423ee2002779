import business from "@content/business.yml";
import sitePages from "@content/site-pages";
import { buildSitemapXml } from "~/lib/sitemap";

export function loader() {
  const xml = buildSitemapXml(
    business.siteUrl,
    sitePages.flatMap((page) => (page.sitemap ? [{ path: page.path, ...page.sitemap }] : [])),
  );
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
