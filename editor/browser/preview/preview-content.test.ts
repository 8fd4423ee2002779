import { describe, expect, it } from "vitest";

import { ImageRef } from "../../../app/content/schema/refs";

import { problem } from "../../../app/content/problem-line";

import { pagesFor, withNewItemsApart, withoutBlankItems, withPlainPictures } from "./preview-content";

describe("what the preview draws", () => {
  it("draws a page's own entry on that page, and a shared file where it shows", () => {
    expect(pagesFor("content/pages/about.yml")).toEqual(["about"]);
    expect(pagesFor("content/galleries.yml")).toEqual(["drives-and-landscapes", "exterior-cleaning"]);
    expect(pagesFor("content/business.yml")).toEqual(["home"]);
  });

  it("shows each picture from its own file, in the box its size (or its slot's shape) gives", () => {
    const sized = new ImageRef("projects/patio.jpg", "photo", "A patio", false);
    sized.img = { src: "app/assets/images/projects/patio.jpg", w: 1600, h: 1200 };
    sized.focus = "top";
    const uploaded = new ImageRef("heroes/new.jpg", "hero", "A gate", false);
    const content = { hero: { image: uploaded, alt: "A gate" }, photos: [sized], title: "Words" };
    expect(withPlainPictures(content, (ref) => `/admin/images/${ref.path}`)).toEqual({
      hero: { image: { sources: {}, img: { src: "/admin/images/heroes/new.jpg", w: 1600, h: 1200 } }, alt: "A gate" },
      photos: [{ sources: {}, img: { src: "/admin/images/projects/patio.jpg", w: 1600, h: 1200 }, focus: "top" }],
      title: "Words",
    });
  });

  it("says a list item added and not filled in yet once, as not on the page yet, and keeps every other problem", () => {
    const file = "content/pages/drives-and-landscapes.yml";
    const data = {
      title: "",
      testimonials: {
        items: [
          { name: "Sarah M.", text: "" },
          { name: "", text: "", rating: undefined },
        ],
      },
    };
    const problems = [
      problem(file, ["title"], "is missing"),
      problem(file, ["testimonials", "items", 0, "text"], "is missing"),
      problem(file, ["testimonials", "items", 1, "name"], "is missing"),
      problem(file, ["testimonials", "items", 1, "text"], "is missing"),
    ];
    expect(withNewItemsApart(problems, data)).toEqual({
      problems: problems.slice(0, 2),
      waiting: [problem(file, ["testimonials", "items", 1], "shows on the page once it is filled in")],
    });
  });

  it("draws the entry without the items not filled in yet", () => {
    const data = {
      title: "Reviews",
      items: [
        { name: "Sarah M.", points: ["Tidy", ""] },
        { name: "", points: [] },
      ],
      towns: ["Marlow", ""],
    };
    expect(withoutBlankItems(data)).toEqual({
      title: "Reviews",
      items: [{ name: "Sarah M.", points: ["Tidy"] }],
      towns: ["Marlow"],
    });
  });
});
