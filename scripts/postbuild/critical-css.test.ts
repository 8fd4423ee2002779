// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { criticalCss, pageStylesheet } from "./critical-css.mjs";
import { SiteFiles } from "./site-files.mjs";

/** What the build's whole sheet says of the font file, as Vite names it. */
const wholeSheet = `@font-face{font-family:Fraunces;src:url(/assets/fraunces-600-AbC123.woff2)format("woff2")}.flex{display:flex}`;

const page = (body: string, { style = wholeSheet, link = "/assets/app-1.css" } = {}) =>
  `<!DOCTYPE html><html><head><style>${style}</style>` +
  (link ? `<noscript><link rel="stylesheet" href="${link}"/></noscript>` : "") +
  `</head><body>${body}<script>const x = "<div class='hidden'>";</script></body></html>`;

describe("pageStylesheet", () => {
  it("keeps the rules of the page's classes, in every state they name, and no others", async () => {
    const css = await pageStylesheet(
      page(
        `<details class="group"><summary class="group-open:hidden">Menu</summary><a class="hover:underline md:flex">x</a></details>`,
      ),
      wholeSheet,
    );
    expect(css).toContain(".group-open\\:hidden");
    expect(css).toMatch(/\[open\]/);
    expect(css).toContain(".hover\\:underline:hover");
    expect(css).toMatch(/@media \(min-width:48rem\)\{\.md\\:flex\{display:flex\}/);
    // Not on this page: the whole sheet brings it before the page's script could draw it.
    expect(css).not.toContain(".grid{");
    // Tailwind's base rules for elements the page has, and not for others.
    expect(css).toContain("summary{display:list-item}");
    expect(css).not.toContain("table{");
    // The page's own rules name the font file as the build emitted it.
    expect(css).toContain("url(/assets/fraunces-600-AbC123.woff2)");
  });

  it("stops the build when the whole sheet does not name a file the stylesheet uses", async () => {
    await expect(pageStylesheet(page(`<p class="flex">x</p>`), ".flex{display:flex}")).rejects.toThrow(
      /critical-css: the stylesheet's url\(.*fraunces-600\.woff2\) has no built file/,
    );
  });
});

describe("the critical-css step", () => {
  let client: string;
  beforeEach(async () => {
    client = await mkdtemp(path.join(tmpdir(), "critical-css-"));
    await mkdir(path.join(client, "assets"));
    await writeFile(path.join(client, "assets/app-1.css"), wholeSheet);
  });
  afterEach(() => rm(client, { recursive: true, force: true }));

  const run = async (html: string) => {
    await writeFile(path.join(client, "index.html"), html);
    const files = await SiteFiles.of(client);
    const lines: string[] = [];
    const gave = await criticalCss.run({
      buildDirectory: client,
      files,
      log: (line) => lines.push(line),
      fromEarlierSteps: { pages: ["index.html"] },
    });
    return { gave, lines, html: await readFile(path.join(client, "index.html"), "utf8") };
  };

  it("puts each page's own rules in its inline stylesheet and the rest in a sheet of its own", async () => {
    // A whole sheet as Tailwind writes it, for this page's class and one the page lacks.
    const realWhole = await pageStylesheet(page(`<p class="flex hidden">x</p>`), wholeSheet);
    await writeFile(path.join(client, "assets/app-1.css"), realWhole);
    const { gave, lines, html } = await run(page(`<p class="flex">x</p>`, { style: realWhole }));
    const later = (gave as { stylesheet: Record<string, string> }).stylesheet["index.html"] ?? "";
    expect(later).toMatch(/^\/assets\/app-later-[\w-]+\.css$/);
    const inline = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";
    expect(inline).toContain(".flex{display:flex}");
    expect(inline).not.toContain(".hidden{");
    // Font faces reach every page's text: inline, never later.
    expect(inline).toContain("@font-face");
    const rest = await readFile(path.join(client, later), "utf8");
    expect(rest).toContain(".hidden{display:none}");
    expect(rest).not.toContain(".flex{");
    expect(rest).not.toContain("@font-face");
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/app-1.css"/></noscript>');
    expect(lines).toEqual([expect.stringMatching(/inline styles cut to its own rules on 1 pages/)]);
  });

  it("stops the build when a page lacks the link to the whole sheet, or inlines another sheet", async () => {
    await expect(run(page(`<p class="flex">x</p>`, { link: "" }))).rejects.toThrow(
      "critical-css: index.html lacks the <noscript> link to the whole stylesheet; app/root.tsx renders both",
    );
    await expect(run(page(`<p class="flex">x</p>`, { style: ".flex{display:block}" }))).rejects.toThrow(
      "critical-css: index.html's inline stylesheet is not the one at /assets/app-1.css; both must come from app/app.css",
    );
  });
});
