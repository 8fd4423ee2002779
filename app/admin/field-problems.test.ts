import { afterEach, describe, expect, it, vi } from "vitest";

import { controlPlace, onFieldProblems, problemsAt, showFieldProblems } from "./field-problems";

/**
 * Decap names each control `<field>-field-<n>`, and gives it the ids of the groups and lists
 * around it, with each list item's own key: a refused line is shown on the control it names.
 */
const file = "content/pages/home.yml";
const data = {
  hero: { stats: [{ value: "30+" }, { value: "8am" }, { value: "8am" }] },
  about: { paragraphs: ["First", "Second {claims.nope}"] },
};
const statLine = `${file}: hero.stats[item 2].value: "8am" is wrong`;
const paragraphLine = `${file}: about.paragraphs[item 2]: {claims.nope} is not a figure`;

afterEach(() => showFieldProblems(file, data, []));

describe("a refused line beside its field", () => {
  it("finds the control by its place, the list item's position read from the page", () => {
    showFieldProblems(file, data, [statLine]);
    const inItem = (item: string) => controlPlace(["hero-field-1", "stats-field-2", item, undefined], "value");
    const position = (item: string) => ({ first: 0, second: 1, third: 2 })[item];
    expect(problemsAt(file, inItem("second"), "8am", position)).toEqual([statLine]);
    // The third stat holds the same value, but it is not the one the line names.
    expect(problemsAt(file, inItem("third"), "8am", position)).toEqual([]);
    expect(problemsAt(file, inItem("first"), "30+", position)).toEqual([]);
  });

  it("without the list item's position, shows it on each item holding the refused value", () => {
    showFieldProblems(file, data, [statLine]);
    const place = controlPlace(["hero-field-1", "stats-field-2", "any"], "value");
    expect(problemsAt(file, place, "8am")).toEqual([statLine]);
    expect(problemsAt(file, place, "30+")).toEqual([]);
  });

  it("names an item of a list of single values by the item", () => {
    showFieldProblems(file, data, [paragraphLine]);
    const place = controlPlace(["about-field-3", "paragraphs-field-4", "key"], "paragraph");
    expect(problemsAt(file, place, "Second {claims.nope}", () => 1)).toEqual([paragraphLine]);
  });

  it("goes once the field is changed, and at the next Save; and only for its own file", () => {
    const listener = vi.fn();
    const stop = onFieldProblems(listener);
    showFieldProblems(file, data, [statLine, "content/business.yml: email: is wrong"]);
    const place = controlPlace(["hero-field-1", "stats-field-2", "key"], "value");
    expect(problemsAt(file, place, "8:00", () => 1)).toEqual([]);
    expect(problemsAt("content/business.yml", controlPlace([], "email"), undefined)).toEqual([]);
    showFieldProblems(file, data, []);
    expect(problemsAt(file, place, "8am", () => 1)).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });
});
