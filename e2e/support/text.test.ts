import { describe, expect, it } from "vitest";

import { htmlDecoded, literally } from "./text";

describe("literally", () => {
  it("matches words with pattern characters as written, and nothing else", () => {
    const words = "Ask for a quote (free) + 50% off? [now] $5.00 a|b \\ {x}";
    const pattern = new RegExp(`^${literally(words)}$`);
    expect(pattern.test(words)).toBe(true);
    expect(pattern.test(words.replace("(free)", "free"))).toBe(false);
    expect(new RegExp(literally("Outlook.com")).test("Outlook-com")).toBe(false);
  });
});

describe("htmlDecoded", () => {
  it("reads the references React writes, and numeric ones, into their characters", () => {
    expect(htmlDecoded("We can&#x27;t &amp; won&#39;t &lt;b&gt; &quot;hi&quot; &apos;")).toBe(
      `We can't & won't <b> "hi" '`,
    );
  });

  it("leaves text that only looks like a reference as it is", () => {
    expect(htmlDecoded("Fish &chips; R&D &nbsp")).toBe("Fish &chips; R&D &nbsp");
  });
});
