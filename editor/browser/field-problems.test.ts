import { afterEach, describe, expect, it, vi } from "vitest";

import {
  controlPlace,
  fieldShown,
  keepUnfixed,
  onFieldProblems,
  problemsAt,
  refusedIn,
  refusedProblems,
  showFieldProblems,
} from "./field-problems";
import { problem } from "../../app/content/problem-line";

/**
 * Decap names each control `<field>-field-<n>`, and gives it the ids of the groups and lists
 * around it, with each list item's own key: a refused line is shown on the control it names.
 */
const file = "content/pages/home.yml";
const data = {
  hero: { stats: [{ value: "30+" }, { value: "8am" }, { value: "8am" }] },
  about: { paragraphs: ["First", "Second {claims.nope}"] },
};
const statLine = problem(file, ["hero", "stats", 1, "value"], '"8am" is wrong');
const paragraphLine = problem(file, ["about", "paragraphs", 1], "{claims.nope} is not a figure");

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

  it("stays until the entry no longer brings it, whichever field fixed it; and only for its own file", () => {
    const listener = vi.fn();
    const stop = onFieldProblems(listener);
    const elsewhere = problem("content/business.yml", ["email"], "is wrong");
    showFieldProblems(file, data, [statLine, paragraphLine, elsewhere]);
    const place = controlPlace(["hero-field-1", "stats-field-2", "key"], "value");
    // Changed but still refused: the check still gives the line, so it stays.
    expect(problemsAt(file, place, "9am", () => 1)).toEqual([statLine]);
    expect(problemsAt("content/business.yml", controlPlace([], "email"), undefined)).toEqual([]);
    keepUnfixed("content/business.yml", []);
    keepUnfixed(file, [statLine, paragraphLine, elsewhere]);
    expect(listener).toHaveBeenCalledTimes(1);
    // A change elsewhere in the entry fixed it.
    keepUnfixed(file, [paragraphLine, elsewhere, problem(file, [], "a line the Save did not give")]);
    expect(problemsAt(file, place, "8am", () => 1)).toEqual([]);
    expect(refusedProblems()).toEqual([paragraphLine, elsewhere]);
    expect(listener).toHaveBeenCalledTimes(2);
    keepUnfixed(file, []);
    expect(refusedProblems()).toEqual([]);
    expect(refusedIn(file)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
  });

  it("goes at the next Save", () => {
    showFieldProblems(file, data, [statLine]);
    expect(refusedIn(file)).toBe(true);
    showFieldProblems(file, data, []);
    expect(refusedProblems()).toEqual([]);
    expect(problemsAt(file, controlPlace(["hero-field-1", "stats-field-2", "key"], "value"), "8am", () => 1)).toEqual(
      [],
    );
  });

  it("goes when the owner leaves the entry, not when Decap draws its fields again", () => {
    vi.useFakeTimers();
    try {
      const gone = [fieldShown(file), fieldShown(file)];
      showFieldProblems(file, data, [statLine]);
      for (const hide of gone) hide();
      const back = fieldShown(file);
      vi.runAllTimers();
      expect(refusedProblems()).toEqual([statLine]);
      back();
      vi.runAllTimers();
      expect(refusedProblems()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
