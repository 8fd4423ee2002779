import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

import { deferHydration } from "./defer-hydration.mjs";

const page = (bootstrap: string) =>
  `<!DOCTYPE html><html><head><link rel="canonical" href="https://www.example.com/"/>` +
  `<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework-2.js"/>` +
  `<link rel="stylesheet" href="/assets/shell.css"/></head><body><h1>Hi</h1>` +
  `<script>window.__reactRouterContext = {};</script>${bootstrap}</body></html>`;

const reactRouterBootstrap =
  `<script type="module" async="">import "/assets/manifest-1.js";\n` +
  `import * as route0 from "/assets/root-3.js";\nimport * as route1 from "/assets/home-4.js";\n  \n` +
  `  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-5.js");</script>`;

/** The modules React Router's bootstrap above loads, in its order. */
const bootstrapModules = [
  "/assets/manifest-1.js",
  "/assets/root-3.js",
  "/assets/home-4.js",
  "/assets/entry.client-5.js",
];

describe("deferHydration", () => {
  const html = deferHydration(page(reactRouterBootstrap));

  it("drops the module preloads and keeps every other head link", () => {
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/shell.css"/>');
  });

  it("replaces the static imports with a script that waits, minified, and keeps the other scripts", () => {
    const script = html.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(script).not.toMatch(/^\s*import\s/m);
    // The source's comments and type notes are not sent.
    expect(script).not.toContain("@type");
    expect(script).not.toContain("\n");
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("stops the build when React Router's bootstrap is not where it is expected", () => {
    expect(() => deferHydration(page(""))).toThrow(/bootstrap script was not found/);
  });

  it("stops the build when the bootstrap's start tag is written differently", () => {
    const changed = page(reactRouterBootstrap).replace(
      `<script type="module" async="">`,
      `<script async="" type="module">`,
    );
    expect(() => deferHydration(changed)).toThrow(/bootstrap script was not found/);
  });

  it("stops the build when a module preload is written in a form it does not know", () => {
    const changed = page(reactRouterBootstrap).replace(
      '<link rel="modulepreload" href="/assets/framework-2.js"/>',
      '<link href="/assets/framework-2.js" rel="modulepreload"/>',
    );
    expect(() => deferHydration(changed)).toThrow(/modulepreload link has an unexpected form/);
  });

  describe("when the scripts start", () => {
    type Entry = { name?: string; element?: unknown };
    /**
     * Runs the rewritten bootstrap against a stand-in browser: `supported` are the performance
     * entry types it reports, and `import()` records the modules asked for.
     */
    function browser(supported: string[], { heroComplete = false, stylesheet = "" } = {}) {
      const requested: string[] = [];
      const links: { rel?: string; href?: string; onload?: () => void; onerror?: () => void }[] = [];
      const observers: { type: string; callback: (list: { getEntries(): Entry[] }, observer: unknown) => void }[] = [];
      const frames: (() => void)[] = [];
      const hero = Object.assign(new EventTarget(), { complete: heroComplete, naturalWidth: heroComplete ? 1440 : 0 });
      let intersection: ((entries: { isIntersecting: boolean }[], observer: unknown) => void) | undefined;
      const window = new EventTarget();
      class PerformanceObserver {
        static supportedEntryTypes = supported;
        constructor(private callback: (list: { getEntries(): Entry[] }, observer: unknown) => void) {}
        observe({ type }: { type: string }) {
          observers.push({ type, callback: this.callback });
        }
        disconnect() {
          observers.splice(
            observers.findIndex((entry) => entry.callback === this.callback),
            1,
          );
        }
      }
      const rewritten = stylesheet ? deferHydration(page(reactRouterBootstrap), stylesheet) : html;
      const script = rewritten.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? "";
      runInNewContext(script.replaceAll("import(", "load("), {
        load: (url: string) => (requested.push(url), Promise.resolve({})),
        window,
        addEventListener: window.addEventListener.bind(window),
        document: {
          querySelector: () => hero,
          createElement: () => ({}),
          head: { append: (link: (typeof links)[number]) => links.push(link) },
        },
        PerformanceObserver,
        IntersectionObserver: class {
          constructor(callback: typeof intersection) {
            intersection = callback;
          }
          observe() {}
          disconnect() {}
        },
        requestAnimationFrame: (callback: () => void) => frames.push(callback),
        setTimeout: (callback: () => void) => callback(),
      });
      const emitTo = (type: string, entry: Entry) =>
        observers
          .filter((observer) => observer.type === type)
          .forEach((observer) =>
            observer.callback({ getEntries: () => [entry] }, new PerformanceObserver(observer.callback)),
          );
      return {
        requested,
        links,
        emit: emitTo,
        /** Element Timing's entry for the hero, or for another image when `other` is set. */
        drawn: ({ other = false } = {}) => emitTo("element", { element: other ? new EventTarget() : hero }),
        frame: () => frames.splice(0).forEach((callback) => callback()),
        heroInView: (isIntersecting: boolean) => intersection?.([{ isIntersecting }], { disconnect() {} }),
        heroLoads: () => {
          hero.complete = true;
          hero.naturalWidth = 1440;
          hero.dispatchEvent(new Event("load"));
        },
        heroFails: () => hero.dispatchEvent(new Event("error")),
        pageLoads: () => window.dispatchEvent(new Event("load")),
        routeModules: () => (window as EventTarget & { __reactRouterRouteModules?: object }).__reactRouterRouteModules,
      };
    }
    const settled = () => new Promise((resolve) => setImmediate(resolve));

    it("with Element Timing, once the hero has been drawn", async () => {
      const page = browser(["element", "paint"]);
      page.emit("paint", { name: "first-contentful-paint" });
      page.heroInView(true);
      page.heroLoads();
      page.frame();
      page.frame();
      page.drawn({ other: true });
      await settled();
      expect(page.requested).toEqual([]);
      page.drawn();
      await settled();
      expect(page.requested).toContain("/assets/manifest-1.js");
    });

    it("with paint timing only, two frames after both the first paint and the hero's arrival", async () => {
      const page = browser(["paint"]);
      page.heroLoads();
      page.frame();
      await settled();
      expect(page.requested).toEqual([]);
      page.emit("paint", { name: "first-contentful-paint" });
      page.frame();
      await settled();
      expect(page.requested).toEqual([]);
      page.frame();
      await settled();
      expect(page.requested).toEqual(bootstrapModules);
    });

    it("with Element Timing, at once when the hero is out of view and will not be drawn", async () => {
      const page = browser(["element", "paint"]);
      page.heroInView(false);
      await settled();
      expect(page.requested).toHaveLength(4);
    });

    it("imports the same modules in the same order, and hands the route modules over as React Router does", async () => {
      const page = browser(["element", "paint"]);
      expect(page.routeModules()).toBeUndefined();
      page.heroInView(false);
      await settled();
      expect(page.requested).toEqual(bootstrapModules);
      expect(Object.keys(page.routeModules() ?? {})).toEqual(["root", "routes/home"]);
    });

    it("with the whole stylesheet beside the modules, and hands over only once it has applied or failed", async () => {
      for (const outcome of ["onload", "onerror"] as const) {
        const page = browser(["element", "paint"], { stylesheet: "/assets/app-1.css" });
        page.heroInView(false);
        await settled();
        expect(page.links).toEqual([expect.objectContaining({ rel: "stylesheet", href: "/assets/app-1.css" })]);
        expect(page.requested).toEqual(["/assets/manifest-1.js", "/assets/root-3.js", "/assets/home-4.js"]);
        page.links[0]?.[outcome]?.();
        await settled();
        expect(page.requested).toContain("/assets/entry.client-5.js");
      }
    });

    it("at once when the hero fails, and at the page's load without paint timing", async () => {
      const failing = browser(["element", "paint"]);
      failing.heroFails();
      await settled();
      expect(failing.requested).toHaveLength(4);

      const old = browser([], { heroComplete: true });
      old.frame();
      await settled();
      expect(old.requested).toEqual([]);
      old.pageLoads();
      old.pageLoads();
      await settled();
      expect(old.requested).toHaveLength(4);
    });
  });
});
