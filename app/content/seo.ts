import { buildPageMeta, type PageSeo } from "~/lib/seo";

import { business } from "./business";

/** Meta tags for a page, with the business's name and URL filled in. */
export function pageMeta(page: PageSeo) {
  return buildPageMeta({ siteName: business.name, siteUrl: business.siteUrl }, page);
}
