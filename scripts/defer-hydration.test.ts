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

describe("deferHydration", () => {
  const html = deferHydration(page(reactRouterBootstrap));

  it("drops the module preloads and keeps every other head link", () => {
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/shell.css"/>');
  });

  it("imports the same modules, in the same hand-off, once the priority image has loaded", () => {
    const script = html.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(script).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-3.js"), import("/assets/home-4.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script).toContain('import("/assets/entry.client-5.js");');
    expect(script).toContain(`document.querySelector('img[fetchpriority="high"]')`);
    expect(script).toContain("if (!hero || hero.complete) later();");
    expect(script).toContain(
      'for (const type of ["load", "error"]) hero.addEventListener(type, later, { once: true });',
    );
    expect(script).not.toContain('addEventListener("load", () =>');
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
});
