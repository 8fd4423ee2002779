import { describe, expect, it } from "vitest";

import { importsInChunk, scriptUrlsInHtml } from "./js-budget.mjs";

describe("js-budget", () => {
  it("finds the scripts a prerendered page loads up front", () => {
    const html = `<link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/x.css"/>
      <script type="module" async="">import "/assets/manifest.js";
      import * as route0 from "/assets/root.js";
      import("/assets/entry.client.js");</script><script>window.x = "/assets/not-loaded.js";</script>
      <script type="module">(e=>{})(async()=>{await Promise.all([import(\`/assets/minified.js\`)])})</script>`;
    expect(scriptUrlsInHtml(html).sort()).toEqual([
      "/assets/a.js",
      "/assets/entry.client.js",
      "/assets/manifest.js",
      "/assets/minified.js",
      "/assets/root.js",
    ]);
  });

  it("tells a chunk's static imports from its lazy ones", () => {
    const code =
      'import{a as e}from"./jsx.js";import"./side.js";export{b}from"./re.js";const m=()=>import(`./map.js`),n=()=>import("./jsx.js");';
    expect(importsInChunk(code)).toEqual({
      staticImports: ["./jsx.js", "./side.js", "./re.js"],
      dynamicImports: ["./map.js"],
    });
  });
});
