// @ts-check
/**
 * Crawls the built site from the home page, the sitemap, the not-found page and the site editor (which nothing links
 * to, so only naming it checks its script and configuration), as served by the local server,
 * and fails on any internal link or asset that does not answer 200: pages, scripts, styles,
 * images, CSS `url()`s and `#fragment` targets. Outside links (tel:, mailto:, other hosts) are not
 * followed: the tests run offline and those are checked by what the pages' own tests assert.
 */
import { LinkChecker } from "linkinator";

import { loadSiteContent } from "./content-module.mjs";
import { startServer } from "../server/serve.mjs";

import { buildIfStale } from "./build-if-stale.mjs";

buildIfStale();
const server = await startServer({ port: 0, host: "localhost" });
const address = server.address();
if (!address || typeof address === "string") throw new Error("check-links: the server has no port");
const origin = `http://localhost:${address.port}`;
// The sitemap and canonical links name the live site; check them against this build.
const siteUrl = (await loadSiteContent()).business.siteUrl;

/**
 * One crawl from `start`. Each start has a crawl of its own, one after another: linkinator follows
 * links only below the start they were found from, and one cache shared by several starts made
 * the count depend on which start reached a page first (52 of the 362 links, now and then).
 * @param {string} start
 */
async function crawlFrom(start) {
  const checker = new LinkChecker();
  const result = await checker.check({
    path: start,
    recurse: true,
    checkCss: true,
    checkFragments: true,
    concurrency: 4,
    urlRewriteExpressions: [
      { pattern: new RegExp(`^${siteUrl.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`), replacement: origin },
    ],
    linksToSkip: async (link) => !link.startsWith(`${origin}/`) && !link.startsWith(`${origin}#`),
  });
  return result.links;
}

try {
  const starts = [`${origin}/`, `${origin}/sitemap.xml`, `${origin}/404.html`, `${origin}/admin/`];
  const links = [];
  for (const start of starts) links.push(...(await crawlFrom(start)));
  const broken = links.filter((link) => link.state === "BROKEN");
  const checked = new Set(links.filter((link) => link.state === "OK").map((link) => link.url)).size;
  if (broken.length > 0) {
    for (const link of broken) console.error(`broken: ${link.url} (${link.status}) on ${link.parent ?? "start"}`);
    console.error(`check-links: ${broken.length} broken of ${links.length}`);
    process.exitCode = 1;
  } else {
    console.log(`check-links: ${checked} internal links and assets answer, none broken`);
  }
} finally {
  server.close();
}
