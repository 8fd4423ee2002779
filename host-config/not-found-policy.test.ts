import { describe, expect, it } from "vitest";

import { withPolicyMeta } from "./not-found-policy.mjs";

const policy =
  "default-src 'self'; script-src 'self' 'sha256-a+b/c='; frame-ancestors 'none'; upgrade-insecure-requests";
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Not found</title><script>a()</script></head><body></body></html>`;

describe("withPolicyMeta", () => {
  it("puts the policy, without frame-ancestors, right after the charset and before any script", () => {
    const html = withPolicyMeta(page, policy);
    expect(html).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-a+b/c='; upgrade-insecure-requests"/><title>`,
    );
    expect(html.indexOf("http-equiv")).toBeLessThan(html.indexOf("<script"));
  });

  it("escapes the policy for an attribute", () => {
    expect(withPolicyMeta(page, `a "b" & c`)).toContain(`content="a &quot;b&quot; &amp; c"`);
  });

  it("stops the build when the page no longer has the charset meta it expects", () => {
    expect(() => withPolicyMeta(page.replace(`<meta charSet="utf-8"/>`, ""), policy)).toThrow(
      /React Router's output changed/,
    );
    expect(() =>
      withPolicyMeta(
        page.replace(`<meta charSet="utf-8"/>`, "").replace("</head>", `<meta charSet="utf-8"/></head>`),
        policy,
      ),
    ).toThrow(/before its scripts/);
  });

  it("refuses to add a second policy", () => {
    expect(() => withPolicyMeta(withPolicyMeta(page, policy), policy)).toThrow(/already/);
  });
});
