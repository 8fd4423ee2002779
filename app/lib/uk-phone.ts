/**
 * UK telephone numbers as people write them ("01632 960001", "07700 900456", "+44 20 7946 0000"),
 * checked against Ofcom's numbering plan and turned into E.164 ("+441632960001") for `tel:` links
 * and structured data. Only the written form is ever stored, so the two cannot disagree.
 */

type UkPhone = { display: string; e164: string };

export type UkPhoneResult = { ok: true; phone: UkPhone } | { ok: false; problem: string };

/** Digits of a national number (with its leading 0) that the plan allows, by prefix. */
function lengthsFor(national: string): number[] | undefined {
  if (/^01/.test(national)) return [10, 11]; // a few areas (e.g. 016977) still have 4- or 5-digit local numbers
  if (/^02/.test(national)) return [11];
  if (/^03/.test(national)) return [11];
  if (/^05/.test(national)) return [10, 11]; // 0500 freephone had 10 digits
  if (/^07[1-9]/.test(national)) return [11]; // mobiles, personal numbers, pagers
  if (/^0800/.test(national)) return [10, 11];
  if (/^08/.test(national)) return [11];
  if (/^09/.test(national)) return [11];
  return undefined;
}

/** Checks one written number; the problem, if any, reads after the number in a message. */
export function parseUkPhone(input: string): UkPhoneResult {
  const display = input.trim().replace(/\s+/g, " ");
  if (display === "") return { ok: false, problem: "is empty" };
  const letters = display.replace(/^\+/, "").match(/[a-z]/gi);
  if (letters) {
    if (letters.some((letter) => letter === "O" || letter === "o"))
      return { ok: false, problem: "is not a UK phone number (letter O?)" };
    if (letters.some((letter) => letter === "l" || letter === "I"))
      return { ok: false, problem: "is not a UK phone number (letter l or I where a 1 should be?)" };
    return { ok: false, problem: "is not a UK phone number (it has letters)" };
  }
  if (/[^\d\s()+\-.]/.test(display)) return { ok: false, problem: "is not a UK phone number (unexpected characters)" };
  let digits = display.replace(/\(0\)/, "").replace(/[^\d+]/g, "");
  if (digits.startsWith("+") || digits.startsWith("00")) {
    const international = digits.replace(/^(\+|00)/, "");
    if (!international.startsWith("44"))
      return { ok: false, problem: "is not a UK phone number (only +44 numbers are accepted)" };
    digits = `0${international.slice(2)}`;
  }
  if (digits.includes("+")) return { ok: false, problem: "is not a UK phone number (a + only goes first)" };
  if (!digits.startsWith("0")) return { ok: false, problem: "is not a UK phone number (start with 0 or +44)" };
  const lengths = lengthsFor(digits);
  if (!lengths) return { ok: false, problem: `is not a UK phone number (no UK numbers start ${digits.slice(0, 2)})` };
  if (!lengths.includes(digits.length)) {
    const expected = lengths.join(" or ");
    return {
      ok: false,
      problem: `is not a UK phone number (${digits.length} digits; numbers starting ${digits.slice(0, 2)} have ${expected})`,
    };
  }
  return { ok: true, phone: { display, e164: `+44${digits.slice(1)}` } };
}
