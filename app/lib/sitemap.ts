export type SitemapEntry = {
  path: string;
  lastmod: string;
  changefreq: string;
  priority: string;
};

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** An absolute URL for a site path, without a trailing slash except for the root. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).href;
}

export function buildSitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map(
      (entry) =>
        `  <url>\n` +
        `    <loc>${escapeXml(absoluteUrl(siteUrl, entry.path))}</loc>\n` +
        `    <lastmod>${escapeXml(entry.lastmod)}</lastmod>\n` +
        `    <changefreq>${escapeXml(entry.changefreq)}</changefreq>\n` +
        `    <priority>${escapeXml(entry.priority)}</priority>\n` +
        `  </url>\n`,
    )
    .join("");
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}</urlset>\n`
  );
}

export function buildRobotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}\n`;
}
