// @vitest-environment node
import { describe, expect, it } from "vitest";

import { contentSnapshot } from "../../../app/content/load";
import { checkWithEntry } from "../../../app/content/entry-check";
import { moduleValueOf } from "../../../app/content/later-parts";

import { liveFile, showContent, sitePages } from "./live-content";

/** The site's components read the preview's content through these views, as they render. */
describe("the preview's content modules", () => {
  it("read the content shown last, at each access, whole or spread", async () => {
    const snapshot = await contentSnapshot(process.cwd(), true);
    const business = liveFile("business.yml") as { name: string; phones: { main: { display: string } } };
    const about = liveFile("pages/about.yml") as { hero: { title: string } };
    const before = checkWithEntry(snapshot);
    showContent(before);
    expect(business.name).toBe(before.content.business.name);
    expect({ ...business }).toEqual(moduleValueOf("business.yml", before.content.business));
    expect(about.hero.title).toBe(before.content.pages.about.hero.title);
    expect(sitePages.map((page) => page.path)).toEqual(before.sitePages.map((page) => page.path));

    const raw = snapshot.raw.shared.business as { name: string };
    const renamed = checkWithEntry(snapshot, {
      filePath: "content/business.yml",
      data: { ...raw, name: "Newname Gardens" },
    });
    showContent(renamed);
    expect(business.name).toBe("Newname Gardens");
    expect(about.hero.title).toBe(renamed.content.pages.about.hero.title);
  });

  it("divide a file as the site's modules do: its parts for later code apart", async () => {
    const shown = checkWithEntry(await contentSnapshot(process.cwd(), true));
    showContent(shown);
    const form = liveFile("quote-form.yml") as object;
    const mail = liveFile("quote-form.yml?part=mail") as { subject: unknown };
    expect(form).not.toHaveProperty("mail");
    expect(form).toHaveProperty("services");
    expect(mail.subject).toBe(shown.content.quoteForm.mail.subject);
  });

  it("keep a part that is a list a list, and give the prerender's import the whole file", async () => {
    const shown = checkWithEntry(await contentSnapshot(process.cwd(), true));
    showContent(shown);
    const towns = liveFile("business.yml?part=towns") as string[];
    expect(Array.isArray(towns)).toBe(true);
    expect([...towns]).toEqual(shown.content.business.towns);
    expect(towns.map((town) => town.length)).toEqual(shown.content.business.towns.map((town) => town.length));
    expect({ ...liveFile("business.yml?whole") }).toEqual(shown.content.business);
  });
});
