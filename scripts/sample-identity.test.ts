// @vitest-environment node
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import business from "@content/business.yml";
import reviewLink from "@content/business.yml?part=reviewLink";
import { hostBuilding, productionBuildBy, sampleValues } from "../app/content/sample-details.mjs";

import privacy from "@content/pages/privacy.yml";

import { loadBusinessFacts, sampleIdentityCheck, samplePrivacyCheck, sampleSignInCheck } from "./sample-identity.mjs";

const real = {
  source: "content/business.yml",
  siteUrl: "https://www.hartwell-outdoor.co.uk",
  email: "info@hartwell-outdoor.co.uk",
  phones: ["01494 123456", "07911 123456"],
  reviewLink: "https://g.page/r/CdE4hartwell/review",
};

describe("which builds are production builds", () => {
  it("recognises each host's own build and an explicit request", () => {
    expect(productionBuildBy({ NETLIFY: "true" }, [])).toBe("Netlify");
    expect(productionBuildBy({ CF_PAGES: "1" }, [])).toBe("Cloudflare Pages");
    expect(productionBuildBy({ VERCEL: "1" }, [])).toBe("Vercel");
    expect(productionBuildBy({ SITE_PRODUCTION: "1" }, [])).toBe("SITE_PRODUCTION=1");
    expect(productionBuildBy({}, ["node", "build.mjs", "--production"])).toBe("--production");
  });

  it("does not take the test pipeline's CI=true, or a local build, for one", () => {
    expect(productionBuildBy({ CI: "true" }, [])).toBeUndefined();
    expect(productionBuildBy({ CI: "true", GITHUB_ACTIONS: "true" }, [])).toBeUndefined();
    expect(productionBuildBy({}, [])).toBeUndefined();
  });

  it("names a managed host only for the host's own build", () => {
    expect(hostBuilding({ NETLIFY: "true" })).toBe("Netlify");
    expect(hostBuilding({ CF_PAGES: "1" })).toBe("Cloudflare Pages");
    expect(hostBuilding({ VERCEL: "1" })).toBe("Vercel");
    expect(hostBuilding({ SITE_PRODUCTION: "1" })).toBeUndefined();
    expect(hostBuilding({ CI: "true" })).toBeUndefined();
  });
});

describe("sample business details", () => {
  it("reads the facts from where the owner edits them", async () => {
    const facts = await loadBusinessFacts();
    expect(facts.siteUrl).toBe(business.siteUrl);
    expect(facts.email).toBe(business.email);
    expect(facts.phones).toEqual(
      expect.arrayContaining([business.phones.drives.display, business.phones.cleaning.display]),
    );
  });

  it("finds the shipped samples: example.com and Ofcom's drama numbers", async () => {
    const found = sampleValues(await loadBusinessFacts());
    expect(found).toEqual(
      expect.arrayContaining([
        `site URL ${new URL(business.siteUrl).hostname}`,
        `e-mail ${business.email}`,
        `phone ${business.phones.drives.display}`,
        `phone ${business.phones.cleaning.display}`,
        `review link ${reviewLink}`,
      ]),
    );
  });

  it("knows other drama ranges in any spelling, and passes real details", () => {
    expect(sampleValues({ ...real, phones: ["+44 20 7946 0123", "0113 496 0999", "+447700900000"] })).toHaveLength(3);
    expect(sampleValues({ ...real, siteUrl: "https://shop.example.org", email: "a@test" })).toHaveLength(2);
    expect(sampleValues({ ...real, reviewLink: "https://review.example.com/r" })).toEqual([
      "review link https://review.example.com/r",
    ]);
    expect(sampleValues(real)).toEqual([]);
  });

  it("stops a production build with one line and only notes it locally", () => {
    const facts = { ...real, email: "info@example.com" };
    const stop = sampleIdentityCheck(facts, "Netlify");
    expect(stop.stop).toBe(true);
    expect(stop.line).toMatch(/^Build stopped \(Netlify is a production build\): .*e-mail info@example\.com/);
    const note = sampleIdentityCheck(facts, undefined);
    expect(note.stop).toBe(false);
    expect(note.line).toMatch(/^Note: sample business details/);
    for (const line of [stop.line, note.line]) expect(line).not.toContain("\n");
    expect(sampleIdentityCheck(real, "Netlify")).toEqual({ stop: false });
  });
});

describe("the sample privacy notice", () => {
  it("is noted in one line while it is marked as the sample, and never stops a build", () => {
    const note = samplePrivacyCheck({ ...privacy, sampleWording: true });
    expect(note).toEqual({
      stop: false,
      line: "Note: content/pages/privacy.yml is the sample privacy notice; read it against how the business works, then set sampleWording to false.",
    });
    expect(samplePrivacyCheck({ ...privacy, sampleWording: false })).toEqual({ stop: false });
  });
});

describe("the site editor's sign-in address", () => {
  const shipped = readFileSync("editor/page/config.yml", "utf8");
  const sample = parse(shipped).backend.base_url as string;
  const withAddress = (address: string) => shipped.replace(/^ {2}base_url: .*$/m, `  base_url: ${address}`);

  it("stops a production build while it is the shipped sample, with one line, and only notes it locally", () => {
    const stop = sampleSignInCheck("Cloudflare Pages", shipped);
    expect(stop.stop).toBe(true);
    expect(stop.line).toBe(
      `Build stopped (Cloudflare Pages is a production build): editor/page/config.yml still signs the owner in at the sample backend.base_url ${sample}. Set it to the site's address (SITE_ORIGIN).`,
    );
    const note = sampleSignInCheck(undefined, shipped);
    expect(note.stop).toBe(false);
    expect(note.line).toMatch(/^Note: editor\/page\/config\.yml signs the owner in at the sample/);
    expect(sampleSignInCheck("Cloudflare Pages")).toEqual(stop);
  });

  it("passes the site's own address, and GitHub sign-in, which has none", () => {
    expect(sampleSignInCheck("Netlify", withAddress(real.siteUrl))).toEqual({ stop: false });
    expect(sampleSignInCheck("Netlify", "backend:\n  name: github\n  repo: a/b\n")).toEqual({ stop: false });
  });
});
