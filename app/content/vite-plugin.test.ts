// @vitest-environment node
import path from "node:path";

import { describe, expect, it } from "vitest";

import { contentPlugin } from "./vite-plugin";

/** The plugin's `resolveId`, called as Vite calls it, with `this.error` stopping the build. */
function resolve(id: string, importer: string) {
  const hook = contentPlugin().resolveId as (
    this: { error(message: string): never },
    id: string,
    importer: string,
  ) => string | undefined;
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return hook.call(context, id, path.resolve(importer));
}

describe("content only one module may import", () => {
  it("gives a file whole, parts included, to the prerender's structured data alone", () => {
    expect(resolve("@content/business.yml?whole", "app/content/site-metadata.ts")).toBe(
      path.resolve("content/business.yml?whole"),
    );
    expect(() => resolve("@content/business.yml?whole", "app/routes/about.tsx")).toThrow(
      /^app\/routes\/about\.tsx: @content\/business\.yml\?whole is read by app\/content\/site-metadata\.ts only: import the parts a page needs$/,
    );
  });

  it("gives where requests go to the quote function alone", () => {
    expect(resolve("@content/function-settings", "app/components/quote-form/quote-submission.ts")).toBe(
      "\0content:function-settings",
    );
    expect(() => resolve("@content/function-settings", "app/routes/contact.tsx")).toThrow(
      /^app\/routes\/contact\.tsx: @content\/function-settings is read by [^\n]* only, never by a page$/,
    );
  });
});
