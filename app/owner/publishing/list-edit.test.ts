import { parse } from "yaml";
import { describe, expect, it } from "vitest";

import { fileSlug, freeName } from "./file-names";
import { ListEditRefused, listItems, withItemAt } from "./list-edit";

const file = `# The galleries, in order.
projects:
  - image: projects/a.jpg
    caption: "Patio, Marlow"
  - image: projects/b.jpg
    caption: "Fence, Penn"
beforeAfter:
  - before: cleaning/c-before.jpg
`;

describe("adding an item to a list in a YAML file", () => {
  it("reads the file as the build does (YAML 1.2 core): a date-like caption stays text", () => {
    const dated = file.replace('caption: "Fence, Penn"', "caption: 2024-05-01");
    expect(listItems("content/galleries.yml", dated, "projects")[1]).toEqual({
      image: "projects/b.jpg",
      caption: parse(dated).projects[1].caption,
    });
    const { text } = withItemAt("content/galleries.yml", dated, "projects", { caption: "New" }, 0);
    expect(parse(text).projects[2].caption).toBe("2024-05-01");
  });

  it("puts the item at the position asked, keeping the other items and lists", () => {
    const item = { image: "projects/new.jpg", caption: "Resin driveway, Marlow", alt: "A drive", focus: "top" };
    const { text, data } = withItemAt("content/galleries.yml", file, "projects", item, 0);
    expect(parse(text)).toEqual(data);
    expect((data as { projects: unknown[] }).projects).toEqual([
      item,
      { image: "projects/a.jpg", caption: "Patio, Marlow" },
      { image: "projects/b.jpg", caption: "Fence, Penn" },
    ]);
    expect((data as { beforeAfter: unknown[] }).beforeAfter).toHaveLength(1);
  });

  it("places it last for a position past the end, and first for one before the start", () => {
    const last = withItemAt("g.yml", file, "projects", { image: "x" }, 99).data as { projects: unknown[] };
    expect(last.projects.at(-1)).toEqual({ image: "x" });
    const first = withItemAt("g.yml", file, "projects", { image: "y" }, -3).data as { projects: unknown[] };
    expect(first.projects[0]).toEqual({ image: "y" });
  });

  it("refuses a file that is not YAML or has no such list, naming the file", () => {
    expect(() => withItemAt("content/galleries.yml", "projects: [\n", "projects", {}, 0)).toThrow(ListEditRefused);
    expect(() => withItemAt("content/galleries.yml", "projects: 3\n", "projects", {}, 0)).toThrow(
      "content/galleries.yml: projects is not a list",
    );
  });

  it("reads a list's items, and none where there is no list", () => {
    expect(listItems("g.yml", file, "projects")).toHaveLength(2);
    expect(listItems("g.yml", file, "missing")).toEqual([]);
    expect(listItems("g.yml", "", "projects")).toEqual([]);
  });
});

it("writes a long line on one line, as it was", () => {
  const alt = "A very long description of a photo ".repeat(6).trim();
  const { text } = withItemAt("g.yml", file, "projects", { image: "x.jpg", alt }, 0);
  expect(text).toContain(`alt: ${alt}\n`);
});

describe("file names for new photos", () => {
  it("are the words in lower case joined by hyphens", () => {
    expect(fileSlug("Resin-bound driveway, Marlow")).toBe("resin-bound-driveway-marlow");
    expect(fileSlug("Patio & steps — Chalfont St Giles")).toBe("patio-steps-chalfont-st-giles");
    expect(fileSlug("Café terrace")).toBe("cafe-terrace");
    expect(fileSlug("!!!")).toBe("job");
    expect(fileSlug("a very long caption that goes on and on past the limit", 20)).toBe("a-very-long-caption");
  });

  it("never take a name already used", () => {
    expect(freeName("patio", ".jpg", new Set())).toBe("patio.jpg");
    expect(freeName("patio", ".jpg", new Set(["patio.jpg", "patio-2.jpg"]))).toBe("patio-3.jpg");
  });
});
