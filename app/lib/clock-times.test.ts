import { describe, expect, it } from "vitest";

import { clockTimes } from "./clock-times";

describe("clockTimes", () => {
  it("reads times on the 12-hour clock, with or without minutes and dots", () => {
    expect(clockTimes("Mon-Sat 7AM-7PM")).toEqual(["07:00", "19:00"]);
    expect(clockTimes("Mon-Sat 8:00 AM-6:00 PM")).toEqual(["08:00", "18:00"]);
    expect(clockTimes("7.30am to 5pm")).toEqual(["07:30", "17:00"]);
    expect(clockTimes("8 a.m. - 6 p.m.")).toEqual(["08:00", "18:00"]);
    expect(clockTimes("12am-12pm")).toEqual(["00:00", "12:00"]);
  });

  it("reads times on the 24-hour clock and noon", () => {
    expect(clockTimes("Weekdays 07:30-17:00, Saturday 8:00-noon")).toEqual(["07:30", "17:00", "08:00", "12:00"]);
  });

  it("finds no time in counts, dates or text without one", () => {
    expect(clockTimes("Open 7 days, since 2003")).toEqual([]);
    expect(clockTimes("Daylight hours")).toEqual([]);
    expect(clockTimes("13pm or 25:00")).toEqual([]);
  });
});
