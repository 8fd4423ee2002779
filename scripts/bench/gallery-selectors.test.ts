import { describe, expect, it } from "vitest";

import { gallerySelectors, startingWith } from "./interactions.mjs";

describe("the bench's gallery selectors", () => {
  it("find a gallery's parts and a control's name by the owner's words, whatever characters they hold", () => {
    const words = { carousel: 'photo "gallery"', slide: "slide [one]", next: "Next \\ photo" };
    document.body.innerHTML = `<section id="region"><div id="slide"><button id="next">→</button></div></section>`;
    document.getElementById("region")!.setAttribute("aria-roledescription", words.carousel);
    document.getElementById("slide")!.setAttribute("aria-roledescription", words.slide);
    document.getElementById("next")!.setAttribute("aria-label", words.next);
    const selectors = gallerySelectors(words);
    expect(document.querySelector(selectors.region)?.id).toBe("region");
    expect(document.querySelector(selectors.slide)?.id).toBe("slide");
    expect(document.querySelector(`${selectors.region} button${selectors.next}`)?.id).toBe("next");
  });

  it("match the start of a name as written, not as a pattern", () => {
    const thumbnail = startingWith("Photo (3) of 5: ");
    expect(thumbnail.test("Photo (3) of 5: the patio")).toBe(true);
    expect(thumbnail.test("Photo 3 of 5: the patio")).toBe(false);
    expect(thumbnail.test("Before Photo (3) of 5: ")).toBe(false);
  });
});
