// @vitest-environment node
import { describe, expect, it } from "vitest";

import { scriptTags, withoutScripts } from "./html-scripts.mjs";

describe("scriptTags", () => {
  it("returns each script element with its attributes, text and place in the document", () => {
    const html =
      `<head><script>window.__reactRouterContext = {};</script></head>` +
      `<body><script type="module" async="">import "/a.js";</script><script src="/b.js"></script></body>`;
    const tags = scriptTags(html);
    expect(tags).toEqual([
      {
        start: 6,
        end: 6 + "<script>window.__reactRouterContext = {};</script>".length,
        openTag: "<script>",
        attributes: {},
        text: "window.__reactRouterContext = {};",
      },
      expect.objectContaining({
        openTag: `<script type="module" async="">`,
        attributes: { type: "module", async: "" },
        text: `import "/a.js";`,
      }),
      expect.objectContaining({ openTag: `<script src="/b.js">`, attributes: { src: "/b.js" }, text: "" }),
    ]);
    for (const tag of tags) expect(html.slice(tag.start, tag.end)).toMatch(/^<script[\s\S]*<\/script>$/);
  });

  it("reads every way of writing an attribute, names in lower case, the first of a repeated one", () => {
    const [tag] = scriptTags(
      `<SCRIPT Type='module' data-src=a.js defer nonce = "n&amp;1" type="text/javascript" async>x</SCRIPT >`,
    );
    expect(tag?.attributes).toEqual({ type: "module", "data-src": "a.js", defer: "", nonce: "n&amp;1", async: "" });
    expect(tag?.openTag).toBe(
      `<SCRIPT Type='module' data-src=a.js defer nonce = "n&amp;1" type="text/javascript" async>`,
    );
    expect(tag?.text).toBe("x");
  });

  it("keeps the text exactly as written, markup-like text and line endings included", () => {
    expect(scriptTags(`<script>\r\n  x = "<b style='a'>";\r</script>`).map((tag) => tag.text)).toEqual([
      `\r\n  x = "<b style='a'>";\r`,
    ]);
  });

  it("ends a script's text at the first end tag, as a browser does", () => {
    const html = `<script>a = "<script>b()</script>";</script>`;
    expect(scriptTags(html).map((tag) => tag.text)).toEqual([`a = "<script>b()`]);
  });

  it("skips commented-out scripts and elements whose name only starts with script", () => {
    expect(scriptTags(`<!-- <script>old()</script> --><script-card></script-card><p>x</p>`)).toEqual([]);
  });

  it("finds nothing in a document without scripts", () => {
    expect(scriptTags("<!DOCTYPE html><html><head><title>x</title></head></html>")).toEqual([]);
  });
});

describe("withoutScripts", () => {
  it("cuts out every script element and leaves everything else as it was", () => {
    expect(
      withoutScripts(`<p style="a">x</p><script>el.innerHTML = '<b style="b">'</script><SCRIPT src=c.js></SCRIPT>!`),
    ).toBe(`<p style="a">x</p>!`);
  });
});
