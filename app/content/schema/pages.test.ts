// @vitest-environment node
import { readFileSync } from "node:fs";

import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import { privacySchema } from "./pages";

const written = parse(readFileSync("content/pages/privacy.yml", "utf8")) as Record<string, unknown>;
const withDate = (updated: unknown) => v.safeParse(privacySchema, { ...written, updated });

describe("the privacy notice's date", () => {
  it("is written year-month-day and shown as the UK writes a date, whatever the build machine's zone", () => {
    const checked = withDate("2027-03-01");
    expect(checked.success && checked.output.updated).toEqual({ iso: "2027-03-01", words: "1 March 2027" });
  });

  it("names the fix for a date written otherwise, or not a real day", () => {
    for (const wrong of ["1 March 2027", "2027-02-30", "01/03/2027", 20270301]) {
      const checked = withDate(wrong);
      expect(checked.success, String(wrong)).toBe(false);
      expect(checked.issues?.[0]?.message).toBe("should be a date written year-month-day, e.g. 2026-12-02");
    }
  });
});
