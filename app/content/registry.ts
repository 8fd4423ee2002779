/**
 * The site's pages, in menu order: one entry per page feeds the routes, the menus, the
 * breadcrumbs, the sitemap, the prerender list and the tests. Each page's words (title,
 * description, menu label) are in its content file, `content/pages/<id>.yml`, checked by the
 * schema named here; its route module is `app/routes/<id>.tsx`.
 *
 * Read in Node when React Router loads `app/routes.ts`, so it imports only by relative path.
 */
import type * as v from "valibot";

import {
  aboutSchema,
  cleaningSchema,
  contactSchema,
  drivesSchema,
  homeSchema,
  notFoundSchema,
  privacySchema,
} from "./schema/pages.ts";

export type Sitemap = { changefreq: "weekly" | "monthly"; priority: string };

type PageEntry = {
  id: string;
  /** Where the page is served; `/404` is prerendered as 404.html, which static hosts serve for unknown paths. */
  path: `/${string}`;
  /** The URLs the route answers, when not just its path (the not-found page answers every unknown one). */
  routePath?: string;
  /** Listed in the header and mobile menus, with the content file's `meta.menuLabel`. */
  menu: boolean;
  /** Listed in sitemap.xml; indexed pages get a Home > page breadcrumb. Absent: not indexed. */
  sitemap?: Sitemap;
  /**
   * Carries the business's structured data (JSON-LD: name, phones, hours, towns): the pages
   * search engines read a business's details from. The others carry only their breadcrumb.
   */
  businessData?: true;
  schema: unknown;
};

export const pageRegistry = [
  {
    id: "home",
    path: "/",
    menu: true,
    sitemap: { changefreq: "weekly", priority: "1.0" },
    businessData: true,
    schema: homeSchema,
  },
  {
    id: "drives-and-landscapes",
    path: "/drives-and-landscapes",
    menu: true,
    sitemap: { changefreq: "monthly", priority: "0.8" },
    schema: drivesSchema,
  },
  {
    id: "exterior-cleaning",
    path: "/exterior-cleaning",
    menu: true,
    sitemap: { changefreq: "monthly", priority: "0.8" },
    schema: cleaningSchema,
  },
  {
    id: "about",
    path: "/about",
    menu: true,
    sitemap: { changefreq: "monthly", priority: "0.6" },
    schema: aboutSchema,
  },
  {
    id: "contact",
    path: "/contact",
    menu: true,
    sitemap: { changefreq: "monthly", priority: "0.7" },
    businessData: true,
    schema: contactSchema,
  },
  {
    id: "privacy",
    path: "/privacy",
    menu: false,
    sitemap: { changefreq: "monthly", priority: "0.3" },
    schema: privacySchema,
  },
  { id: "not-found", path: "/404", routePath: "*", menu: false, schema: notFoundSchema },
] as const satisfies readonly PageEntry[];

export type PageId = (typeof pageRegistry)[number]["id"];

type PageSchemas = { [Page in (typeof pageRegistry)[number] as Page["id"]]: Page["schema"] };
/** A page's content, as its schema in the registry gives it. */
export type PageContent<Id extends PageId> = v.InferOutput<PageSchemas[Id]>;

/**
 * Pages for the business's owner, not its visitors: prerendered like the site's pages, but in no
 * menu, sitemap or search index, under `/admin/` with the site editor (docs/decisions/113).
 */
export const ownerPages = [{ id: "new-job", path: "/admin/new-job" }] as const;

/** Date the sitemap reports for every page. */
export const sitemapLastModified = "2024-08-28";

/** Route module of a page. */
export const routeFile = (id: string) => `routes/${id}.tsx`;

/**
 * Everything prerendered at build. The files beside the pages (sitemap, robots.txt, manifest,
 * brand images) are written by `site-files-plugin.ts` instead (decision 111).
 */
export const prerenderPaths = [...pageRegistry.map((page) => page.path), ...ownerPages.map((page) => page.path)];
