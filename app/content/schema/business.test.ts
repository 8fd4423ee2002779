// @vitest-environment node
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";

import { parse } from "../schema-check";
import { businessSchema } from "./business";

type Hours = { opens: string; closes: string };
const business = parseYaml(readFileSync("content/business.yml", "utf8")) as {
  openingHours: { general: Hours; office: Hours };
};

/** The general opening hours with some times changed: what the check makes of them, and its problems. */
function withGeneralHours(times: Partial<Hours>) {
  const problems: string[] = [];
  const data = {
    ...business,
    openingHours: { ...business.openingHours, general: { ...business.openingHours.general, ...times } },
  };
  const parsed = parse(businessSchema, data, "content/business.yml", problems);
  return { hours: parsed?.openingHours.general, problems };
}

describe("opening and closing times", () => {
  it("read an hour written without its leading zero as the same time", () => {
    const { hours, problems } = withGeneralHours({ opens: "7:00", closes: " 9:30 " });
    expect(problems).toEqual([]);
    expect(hours).toMatchObject({ opens: "07:00", closes: "09:30" });
  });

  it("compare times as times, whichever way they are written", () => {
    expect(withGeneralHours({ opens: "9:00", closes: "17:00" }).problems).toEqual([]);
    expect(withGeneralHours({ opens: "17:00", closes: "9:00" }).problems).toEqual([
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
