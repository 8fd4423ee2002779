// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from "node:fs";

import sitePages from "@content/site-pages";
import { describe, expect, it } from "vitest";

import routes from "../routes";
import reactRouterConfig from "../../react-router.config";
import { sitePages as e2ePages } from "../../e2e/support/content";

import { ownerPages, pageRegistry, prerenderPaths, routeFile } from "./registry";

/**
 * Everything that lists the site's pages reads the registry. This fails when one of them
 * disagrees, e.g. a content file without an entry or a route module missing.
 */
describe("page registry", () => {
  const ids = pageRegistry.map((page) => page.id);
  const ownerIds = ownerPages.map((page) => page.id);

  it("has one content file and one route module per page, and nothing else", () => {
    const files = readdirSync("content/pages").map((file) => file.replace(/\.yml$/, ""));
    expect(files.sort()).toEqual([...ids].sort());
    for (const id of ids) expect(existsSync(`app/${routeFile(id)}`), `app/${routeFile(id)}`).toBe(true);
    const modules = readdirSync("app/routes").filter((file) => file.endsWith(".tsx"));
    expect(modules.sort()).toEqual([...ids, ...ownerIds].map((id) => `${id}.tsx`).sort());
  });

  it("feeds the routes and the prerender list", () => {
    const routed = routes.map((entry) => entry.file).filter((file) => file.endsWith(".tsx"));
    expect(routed).toEqual([...ids, ...ownerIds].map(routeFile));
    expect(reactRouterConfig.prerender).toEqual(prerenderPaths);
    for (const page of [...pageRegistry, ...ownerPages]) expect(prerenderPaths).toContain(page.path);
  });

  it("feeds the menus, the sitemap and the browser tests' page list, in order", () => {
    expect(sitePages.map((page) => page.id)).toEqual(ids);
    const menu = pageRegistry.filter((page) => page.menu).map((page) => page.path);
    expect(sitePages.filter((page) => page.menu).map((page) => page.path)).toEqual(menu);
    expect(e2ePages.map((page) => page.path)).toEqual(menu);
  });

  it("is the only place a page's path is written in the app's code", () => {
    const paths = pageRegistry.map((page) => page.path).filter((path) => path.length > 1);
    const sources = ["app/components", "app/routes"].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => `${dir}/${file}`),
    );
    const offenders = sources.filter((file) => paths.some((path) => readFileSync(file, "utf8").includes(`"${path}"`)));
    expect(offenders).toEqual([]);
  });
});
