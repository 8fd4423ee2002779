import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";

import { urlProblem } from "./html-url-rule.mjs";

// The repository's own configuration, as `npm test`'s html gate loads it.
const validator = new HtmlValidate(new FileSystemConfigLoader());
const page = (head: string) =>
  `<!doctype html><html lang="en"><head><title>Page</title>${head}</head><body><main></main></body></html>`;
const ruleMessages = async (head: string) => {
  const report = await validator.validateString(page(head), "page.html");
  return report.results
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId === "site/url-characters");
};

describe("site/url-characters", () => {
  it("fails a favicon data URL with raw spaces, as the W3C checker does", async () => {
    const favicon = `<link rel="icon" href="data:image/svg+xml,%3Csvg viewBox=%220 0 40 40%22/%3E" type="image/svg+xml"/>`;
    const messages = await ruleMessages(favicon);
    expect(messages.map((message) => message.message)).toEqual([
      "href URL has a space not percent-encoded (write %20)",
    ]);
  });

  it("passes the same URL percent-encoded, and URLs with white space around them", async () => {
    const favicon = `<link rel="icon" href=" data:image/svg+xml,%3Csvg%20viewBox=%220%200%2040%2040%22/%3E " type="image/svg+xml"/>`;
    expect(await ruleMessages(favicon)).toEqual([]);
  });

  it("checks each srcset candidate's URL, not its descriptors", async () => {
    const image = (srcset: string) => `<link rel="preload" as="image" imagesrcset="${srcset}" imagesizes="100vw"/>`;
    expect(await ruleMessages(image("/a.avif 480w, /b.avif 960w"))).toEqual([]);
    expect(await ruleMessages(image("/a.avif 480w, /b|c.avif 960w"))).toHaveLength(1);
  });
});

describe("urlProblem", () => {
  it("names the character and its escape", () => {
    expect(urlProblem("/a b")).toBe("a space not percent-encoded (write %20)");
    expect(urlProblem("/a\tb")).toBe("white space not percent-encoded (write %09)");
    expect(urlProblem("/a^b")).toBe('"^" not percent-encoded (write %5E)');
    expect(urlProblem("/100%")).toBe("a % that starts no %XX escape (write %25)");
    expect(urlProblem("/a%20b?x=1&y=2#top")).toBeUndefined();
  });
});
