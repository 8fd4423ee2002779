import business from "@content/business.yml";
import { buildRobotsTxt } from "~/lib/sitemap";

export function loader() {
  return new Response(buildRobotsTxt(business.siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
