import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The module remembers what it asked for in the page's life: each test loads it anew.
let { fetchPageCode, isRunningAhead, startPage } = await import("./page-ahead");

/** Inside the project: the test runner imports only files below it. */
const cache = path.resolve("node_modules/.cache");
mkdirSync(cache, { recursive: true });
const folder = mkdtempSync(path.join(cache, "page-ahead-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A page's module, as a file: it tells `__pageRan` it ran, and has the given `links()`. */
function pageModule(name: string, links: Record<string, string>[]) {
  const file = path.join(folder, `${name}.mjs`);
  writeFileSync(
    file,
    `globalThis.__pageRan?.(${JSON.stringify(name)});\nexport const links = () => ${JSON.stringify(links)};\n`,
  );
  return file;
}

const heroPreload = {
  rel: "preload",
  as: "image",
  href: "/assets/hero-768.jpg",
  imageSrcSet: "/assets/hero-480.avif 480w, /assets/hero-768.avif 768w",
  imageSizes: "100vw",
  type: "image/avif",
  fetchPriority: "high",
};

/** React Router's manifest as the framework writes it into a page: the root and two pages below it. */
function withManifest(aboutModule = "/assets/about-1.js") {
  vi.stubGlobal("__reactRouterManifest", {
    routes: {
      root: { id: "root", path: "", module: "/assets/root-1.js", imports: ["/assets/shell-1.js"] },
      "routes/home": { id: "routes/home", parentId: "root", index: true, module: "/assets/home-1.js", imports: [] },
      "routes/about": {
        id: "routes/about",
        parentId: "root",
        path: "about",
        module: aboutModule,
        imports: ["/assets/framework-1.js", "/assets/shell-1.js"],
      },
    },
  });
}

const headLinks = (selector: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(selector)].map((link) => link.getAttribute("href"));

beforeEach(async () => {
  document.head.innerHTML = "";
  vi.resetModules();
  ({ fetchPageCode, isRunningAhead, startPage } = await import("./page-ahead"));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("fetchPageCode", () => {
  it("asks for the page's module and everything it imports at once, without running them", () => {
    withManifest();
    fetchPageCode("/about/");
    expect(headLinks('link[rel="modulepreload"]')).toEqual([
      "/assets/about-1.js",
      "/assets/framework-1.js",
      "/assets/shell-1.js",
    ]);
  });

  it("asks once however often it is called, and finds the home page at /", () => {
    withManifest();
    fetchPageCode("/about");
    fetchPageCode("/about");
    fetchPageCode("/");
    expect(headLinks('link[rel="modulepreload"]')).toEqual([
      "/assets/about-1.js",
      "/assets/framework-1.js",
      "/assets/shell-1.js",
      "/assets/home-1.js",
    ]);
  });

  it("asks for nothing at an address that is no page, or with no manifest", () => {
    withManifest();
    expect(fetchPageCode("/no-such-page")).toBeUndefined();
    vi.unstubAllGlobals();
    expect(fetchPageCode("/about")).toBeUndefined();
    expect(document.head.children).toHaveLength(0);
  });
});

describe("startPage", () => {
  it("runs the page's module, said to be running ahead while it runs, and asks for its hero image as the page will", async () => {
    const ran: [string, boolean][] = [];
    vi.stubGlobal("__pageRan", (name: string) => ran.push([name, isRunningAhead()]));
    const stylesheet = { rel: "stylesheet", href: "/assets/about.css" };
    withManifest(pageModule("about-ahead", [heroPreload, stylesheet]));

    await startPage("/about");

    expect(ran).toEqual([["about-ahead", true]]);
    expect(isRunningAhead()).toBe(false);
    const [hero, ...others] = document.head.querySelectorAll('link[rel="preload"]');
    expect(others).toHaveLength(0);
    expect(hero).toHaveAttribute("as", "image");
    expect(hero).toHaveAttribute("imagesrcset", heroPreload.imageSrcSet);
    expect(hero).toHaveAttribute("imagesizes", heroPreload.imageSizes);
    expect(hero).toHaveAttribute("type", heroPreload.type);
    expect(hero).toHaveAttribute("fetchpriority", "high");
    // Only the image: the page's other links are React Router's to add when it is drawn.
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
  });

  it("leaves the page to the router when its module cannot be fetched", async () => {
    withManifest(path.join(folder, "missing.mjs"));
    await expect(startPage("/about")).resolves.toBeUndefined();
    expect(isRunningAhead()).toBe(false);
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });
});
