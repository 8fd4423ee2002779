// @vitest-environment node
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";

import { type Problem, problemLine } from "../problem-line";
import { parse } from "../schema-check";
import { businessSchema } from "./business";

type Hours = { label: string; opens: string; closes: string };
const business = parseYaml(readFileSync("content/business.yml", "utf8")) as {
  openingHours: { general: Hours; office: Hours };
};

/** The general opening hours with some times changed: what the check makes of them, and its problems. */
function withGeneralHours(times: Partial<Hours>) {
  const problems: Problem[] = [];
  const data = {
    ...business,
    openingHours: { ...business.openingHours, general: { ...business.openingHours.general, ...times } },
  };
  const parsed = parse(businessSchema, data, "content/business.yml", problems);
  return { hours: parsed?.openingHours.general, problems: problems.map(problemLine) };
}

describe("opening and closing times", () => {
  it("read an hour written without its leading zero as the same time", () => {
    const { hours, problems } = withGeneralHours({ label: "Mon-Sat", opens: "7:00", closes: " 9:30 " });
    expect(problems).toEqual([]);
    expect(hours).toMatchObject({ opens: "07:00", closes: "09:30" });
  });

  it("compare times as times, whichever way they are written", () => {
    expect(withGeneralHours({ label: "9AM-5PM", opens: "9:00", closes: "17:00" }).problems).toEqual([]);
    expect(withGeneralHours({ label: "Mon-Sat", opens: "17:00", closes: "9:00" }).problems).toEqual([
      "content/business.yml: openingHours.general.closes: must be later than opens",
    ]);
  });

  it("name what is not a time on the 24-hour clock", () => {
    expect(withGeneralHours({ opens: "7am" }).problems).toEqual([
      'content/business.yml: openingHours.general.opens: "7am" is not a time: write it as HH:MM on the 24-hour clock, e.g. "08:00" or "18:30"',
    ]);
    expect(withGeneralHours({ closes: "25:00" }).problems).toHaveLength(1);
  });
});

describe("the hours as shown on the page", () => {
  it("agree with opens and closes, however they are written", () => {
    expect(withGeneralHours({}).problems).toEqual([]);
    const { problems } = withGeneralHours({ opens: "08:00" });
    expect(problems).toEqual([
      "content/business.yml: openingHours.general.label: names other hours than opens and closes (08:00 to 19:00): write the same hours in both, as search engines read opens and closes",
    ]);
  });

  it("may say it in words without a time", () => {
    expect(withGeneralHours({ label: "Every day, dawn till dusk", opens: "06:00" }).problems).toEqual([]);
  });
});
