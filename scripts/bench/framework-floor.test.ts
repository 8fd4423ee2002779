// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { emptyRouteUrl, floorPage, frameworkParts, parseManifest, serveFloorPages } from "./framework-floor.mjs";

const manifest = {
  entry: { module: "/assets/entry.client-e.js", imports: ["/assets/chunk-f.js"], css: [] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root-r.js", imports: ["/assets/site-s.js"], css: [] },
    "routes/home": { id: "routes/home", parentId: "root", index: true, module: "/assets/home-h.js", imports: [] },
    "routes/about": { id: "routes/about", parentId: "root", path: "about", module: "/assets/about-a.js" },
  },
  url: "/assets/manifest-m.js",
  version: "m",
};
const context = '<script>window.__reactRouterContext = {"ssr":true};</script>';
const built =
  '<!DOCTYPE html><html lang="en-GB"><head><meta name="description" content="Gardens."/><style>body{color:red}</style></head>' +
  `<body><header>Menu</header><h1>Patios</h1><picture><img src="/assets/hero.jpeg" alt="" fetchPriority="high"/></picture>${context}` +
  '<script type="module">(()=>{})(async()=>{const[a,b,c]=await Promise.all([import(`/assets/manifest-m.js`),' +
  'import("/assets/root-r.js"),import("/assets/home-h.js")]);window.__reactRouterRouteModules={root:b,"routes/home":c};' +
  'import("/assets/entry.client-e.js")});</script></body></html>';

describe("the framework floor", () => {
  it("reads the router context, the page's routes and the manifest's address from a built page", () => {
    expect(frameworkParts(built)).toEqual({
      contextScripts: [context],
      routeIds: ["root", "routes/home"],
      manifestUrl: "/assets/manifest-m.js",
    });
    expect(() => frameworkParts(built.replace(/__reactRouterRouteModules/, "modules"))).toThrow(
      /React Router's output may have changed/,
    );
  });

  it("reads React Router's manifest module as data", () => {
    expect(parseManifest(`window.__reactRouterManifest=${JSON.stringify(manifest)};`)).toEqual(manifest);
    expect(() => parseManifest("export default {}")).toThrow(/unexpected form/);
  });

  it("is the bare page with the framework's chunk and entry and an empty route in place of the site's code", () => {
    const page = floorPage(built, manifest);
    expect(page).toContain("<h1>Patios</h1>");
    expect(page).toContain(context);
    expect(page).toContain('import("/assets/entry.client-e.js")');
    expect(page).toContain('["/assets/chunk-f.js"].map((url) => import(url))');
    expect(page).toContain(`"routes/home": emptyRoute`);
    expect(page).not.toMatch(/root-r\.js|home-h\.js|site-s\.js|about-a\.js|Menu|body\{color:red\}/);
    // Started as the site's scripts are, once the hero is drawn.
    expect(page).toContain('img[fetchpriority="high"]');
  });

  const client = mkdtempSync(path.join(tmpdir(), "framework-floor-"));
  mkdirSync(path.join(client, "assets"));
  const served = serveFloorPages({
    client,
    pagePaths: ["/"],
    fetchPage: async () => built,
    fetchFile: async () => `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
  });
  afterAll(async () => {
    (await served).server.close();
    rmSync(client, { recursive: true, force: true });
  });

  it("is served with its route module beside it", async () => {
    const { base } = await served;
    expect(await (await fetch(`${base}/`)).text()).toContain(emptyRouteUrl);
    const route = await fetch(`${base}${emptyRouteUrl}`);
    expect(route.headers.get("content-type")).toMatch(/javascript/);
    expect(await route.text()).toContain("export default function EmptyRoute()");
  });
});
