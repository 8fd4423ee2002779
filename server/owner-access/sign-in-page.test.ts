// @vitest-environment node
import { describe, expect, it } from "vitest";

import { devicesAddress } from "../../app/owner/publishing/gateway-session";
import { devicesPagePath, returnTarget, signInPage } from "./sign-in-page.mjs";

describe("the owner's sign-in page", () => {
  it("allows its own script and styles by a nonce of their own, and nothing from elsewhere", async () => {
    const page = signInPage(new Request("https://www.example.com/api/owner/sign-in?return=/admin/new-job"), [
      "X-Requested-With",
      "site-owner",
    ]);
    const policy = page.headers.get("Content-Security-Policy") ?? "";
    const nonce = /script-src 'nonce-([\w-]+)'/.exec(policy)?.[1];
    expect(policy).toContain("default-src 'none'");
    const html = await page.text();
    expect(html.match(/<script nonce="([\w-]+)">/g)).toEqual([`<script nonce="${nonce}">`]);
    expect(html).toContain('"returnTo":"/admin/new-job"');
    expect(
      signInPage(new Request("https://www.example.com/api/owner/sign-in"), ["a", "b"]).headers.get(
        "Content-Security-Policy",
      ),
    ).not.toBe(policy);
    // The script the page runs is whole: it parses as the browser will read it.
    const script = /<script nonce="[\w-]+">([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(() => new Function(script)).not.toThrow();
  });

  it("goes back only to the owner's own pages", () => {
    expect(returnTarget("/admin/new-job")).toBe("/admin/new-job");
    expect(returnTarget("/admin")).toBe("/admin");
    // The job page's list of jobs, where a change waits for the sign-in.
    expect(returnTarget("/admin/new-job#jobs")).toBe("/admin/new-job#jobs");
    // The devices page, where the job page links to it.
    expect(returnTarget(devicesAddress)).toBe(devicesPagePath);
    for (const elsewhere of [
      null,
      "https://evil.example/admin",
      "//evil.example/admin",
      "/admin/../x",
      "/about",
      "/admin?x=<y>",
      "/admin#<y>",
    ])
      expect(returnTarget(elsewhere), String(elsewhere)).toBe("/admin/");
  });
});
