import { describe, expect, it } from "vitest";

import { parseUkPhone } from "./uk-phone";

const e164 = (input: string) => {
  const result = parseUkPhone(input);
  return result.ok ? result.phone.e164 : result.problem;
};

describe("UK phone numbers", () => {
  it.each([
    ["01632 960001", "+441632960001"], // Ofcom drama range, geographic
    ["07700 900789", "+447700900789"], // Ofcom drama range, mobile
    ["020 7946 0000", "+442079460000"],
    ["0113 496 0000", "+441134960000"],
    ["016977 4321", "+44169774321"], // one of the areas with short local numbers
    ["0300 123 4567", "+443001234567"],
    ["0800 123 456", "+44800123456"],
    ["0808 157 0000", "+448081570000"],
    ["+44 1632 960001", "+441632960001"],
    ["+44 (0)1632 960001", "+441632960001"],
    ["0044 7700 900789", "+447700900789"],
    ["01632-960-001", "+441632960001"],
  ])("reads %s as %s", (input, expected) => {
    expect(e164(input)).toBe(expected);
  });

  it("keeps the written form, tidied, as the display form", () => {
    expect(parseUkPhone("  01632   960001 ")).toEqual({
      ok: true,
      phone: { display: "01632 960001", e164: "+441632960001" },
    });
  });

  it.each([
    ["01632 96O555", "is not a UK phone number (letter O?)"],
    ["0l632 960001", "is not a UK phone number (letter l or I where a 1 should be?)"],
    ["01632 96x123", "is not a UK phone number (it has letters)"],
    ["07700 90045", "is not a UK phone number (10 digits; numbers starting 07 have 11)"],
    ["01632 9600014", "is not a UK phone number (12 digits; numbers starting 01 have 10 or 11)"],
    ["+33 1 23 45 67 89", "is not a UK phone number (only +44 numbers are accepted)"],
    ["1632 960001", "is not a UK phone number (start with 0 or +44)"],
    ["04632 960001", "is not a UK phone number (no UK numbers start 04)"],
    ["", "is empty"],
  ])("rejects %j: %s", (input, problem) => {
    expect(e164(input)).toBe(problem);
  });
});
