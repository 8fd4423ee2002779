/** `content/business.yml`: everything that identifies the business, written once. */
import * as v from "valibot";

import { clockTimes } from "../../lib/clock-times.ts";
import { parseUkPhone } from "../../lib/uk-phone.ts";
import { webhookEndpoint } from "../../lib/webhook-setting.ts";

import { email, hexColour, httpsUrl, pageLink, text } from "./blocks.ts";
import { editor } from "./editor.ts";

const quoted = (input: unknown) => JSON.stringify(input);

const phoneNumber = v.pipe(
  v.union(
    [v.string(), v.number()],
    (issue) => `${quoted(issue.input)} is not a phone number: write it as it is dialled, e.g. "01632 960001"`,
  ),
  v.check(
    (input) => typeof input === "string",
    (issue) =>
      `${quoted(issue.input)} lost its leading 0: write the number in quotes as it is dialled, e.g. "01632 960001"`,
  ),
  v.transform(String),
  v.check(
    (input) => parseUkPhone(input).ok,
    (issue) => {
      const result = parseUkPhone(String(issue.input));
      return `${quoted(issue.input)} ${result.ok ? "" : result.problem}`;
    },
  ),
  v.description('A UK number as people dial it, e.g. "01632 960001"; links and search engines get +44 from it.'),
  v.transform((input) => {
    const result = parseUkPhone(input);
    if (!result.ok) throw new Error(result.problem);
    return result.phone;
  }),
);

const divisionKeys = ["drives", "cleaning"] as const;
type DivisionKey = (typeof divisionKeys)[number];

/** The phone lines as the editor names them, and so how a choice of line reads there. */
const lineNames: Record<DivisionKey, string> = { drives: "Drives & Landscapes", cleaning: "Exterior Cleaning" };
const lineChoices = Object.fromEntries(divisionKeys.map((key) => [key, `${lineNames[key]} line`]));

/** A choice of phone line: saved as its key, listed in the editor under the line's name. */
const lineChoice = (description: string, label?: string) =>
  v.pipe(
    v.picklist(divisionKeys, (issue) => `${quoted(issue.input)} is not a phone line: use ${divisionKeys.join(" or ")}`),
    v.description(description),
    editor(label === undefined ? { choices: lineChoices } : { label, choices: lineChoices }),
  );

/** A phone line as written; the editor names its number after the line, e.g. "Exterior Cleaning number". */
const phoneLineInput = (key: DivisionKey) =>
  v.pipe(
    v.strictObject({
      number: v.pipe(phoneNumber, editor({ label: `${lineNames[key]} number` })),
      analyticsLabel: text("Event label analytics records when a visitor taps this number (reports group by it)."),
    }),
    editor({ label: lineChoices[key] }),
  );

export type PhoneLine = { display: string; e164: string; analyticsLabel: string };

const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

// "7:00" is read as "07:00": the hour's leading zero is the only thing an owner is likely to leave out.
const time = v.pipe(
  v.string(),
  v.trim(),
  v.regex(
    /^([01]?\d|2[0-3]):[0-5]\d$/,
    (issue) => `${quoted(issue.input)} is not a time: write it as HH:MM on the 24-hour clock, e.g. "08:00" or "18:30"`,
  ),
  v.transform((value) => value.padStart(5, "0")),
);

const openingHours = v.pipe(
  v.strictObject({
    label: v.pipe(
      text("How the hours read on the page, e.g. Mon-Sat 7AM-7PM: the same hours as opens and closes."),
      editor({ label: "As shown on the page" }),
    ),
    note: v.pipe(v.optional(text("Extra line under the hours.")), editor({ label: "Note under the hours" })),
    days: v.pipe(
      v.array(
        v.picklist(
          days,
          (issue) => `${quoted(issue.input)} is not a day: use ${days.join(", ")} (in full, capitalised)`,
        ),
      ),
      v.minLength(1, "has no days: list the days you open, e.g. Monday"),
      v.description("Days open, written in full: Monday ... Sunday. Search engines read these."),
      editor({ label: "Open on" }),
    ),
    opens: v.pipe(
      time,
      v.description('Opening time, HH:MM on the 24-hour clock, e.g. "07:00".'),
      editor({ label: "Opens at" }),
    ),
    closes: v.pipe(
      time,
      v.description('Closing time, HH:MM on the 24-hour clock, e.g. "19:00".'),
      editor({ label: "Closes at" }),
    ),
  }),
  v.forward(
    v.check((hours) => hours.opens < hours.closes, "must be later than opens"),
    ["closes"],
  ),
  // The page shows the label and search engines read the times: they must not tell two stories.
  v.forward(
    v.check(
      ({ label, opens, closes }) => {
        const named = clockTimes(label);
        return named.length === 0 || (named.includes(opens) && named.includes(closes));
      },
      (issue) => {
        const { opens, closes } = issue.input as { opens: string; closes: string };
        return `names other hours than opens and closes (${opens} to ${closes}): write the same hours in both, as search engines read opens and closes`;
      },
    ),
    ["label"],
  ),
);

const teamKey = v.pipe(
  v.string(),
  v.regex(/^[a-z][a-z-]*$/, (issue) => `${quoted(issue.input)} is not a key: use lower-case letters and dashes`),
);

/** The key a person added without one is known by: their name in lower-case letters and dashes. */
const keyFromName = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, "-")
    .replace(/^-+|-+$/g, "");

const teamMember = v.pipe(
  v.strictObject({
    key: v.pipe(
      v.optional(teamKey),
      v.description(
        "Stable key that copy and pages use to refer to this person, e.g. {team.founder.firstName}; renaming the person keeps it. Left out, it is their name in lower-case letters and dashes (Sarah Jones: sarah-jones).",
      ),
      // Copy refers to people by key, so the editor leaves it as it is; people added there go by their name.
      editor({ widget: "hidden" }),
    ),
    name: text("Full name as shown on the About page."),
    role: text("Job title."),
    bio: v.pipe(
      text("A sentence or two about them. Facts as placeholders, e.g. {claims.foundedYear}."),
      editor({ label: "Short biography", widget: "text" }),
    ),
    relation: v.pipe(
      v.optional(
        v.strictObject({
          of: v.pipe(teamKey, v.description("Key of the team member this person is related to.")),
          is: text("What this person is to them, e.g. son ({team.<key>.relation.is})."),
          theyAre: text("What they are to this person, e.g. father ({team.<key>.relation.theyAre})."),
          calls: text("What this person calls them, e.g. dad ({team.<key>.relation.calls})."),
        }),
      ),
      editor({ label: "Family relation", widget: "hidden" }),
    ),
  }),
  v.transform(({ key, ...member }) => ({ key: key ?? keyFromName(member.name), ...member })),
);

export type TeamMember = v.InferOutput<typeof teamMember>;

const division = v.strictObject({
  name: text("The division's name."),
  page: pageLink,
  phone: lineChoice("Which of the phone lines above it answers."),
});

export const businessSchema = v.pipe(
  v.strictObject({
    name: v.pipe(
      text("The business name, as in the header, titles and search results."),
      editor({ label: "Business name" }),
    ),
    shortName: text("Short name for a phone's home screen (about 12 characters)."),
    tagline: text("One line about the business, used in search results and the map popup."),
    siteUrl: v.pipe(
      httpsUrl("The live site's address, e.g. https://www.example.com (no trailing slash)."),
      editor({ label: "Website address" }),
    ),
    email: v.pipe(email("Where quote requests and emails go."), editor({ label: "Email address" })),
    phones: v.pipe(
      v.strictObject({
        drives: phoneLineInput("drives"),
        cleaning: phoneLineInput("cleaning"),
      }),
      editor({ label: "Phone lines" }),
    ),
    mainPhone: v.pipe(
      v.strictObject({
        line: lineChoice("Which line is the main number (header, footer, home page).", "Which line is the main number"),
        analyticsLabel: text("Event label analytics records for taps on the main number."),
      }),
      editor({ label: "Main number" }),
    ),
    divisions: v.strictObject({
      drives: v.pipe(division, editor({ label: lineNames.drives })),
      cleaning: v.pipe(division, editor({ label: lineNames.cleaning })),
    }),
    address: v.strictObject({
      locality: v.pipe(text("Town, e.g. High Wycombe."), editor({ label: "Town" })),
      region: v.pipe(text("County, e.g. Buckinghamshire."), editor({ label: "County" })),
      countryCode: v.pipe(
        v.literal("GB", (issue) => `${quoted(issue.input)} is not GB: the site serves the UK`),
        v.description("GB."),
      ),
    }),
    geo: v.pipe(
      v.strictObject({
        latitude: v.pipe(
          v.number("should be a number, e.g. 51.6344"),
          v.minValue(49.8, "is south of the UK"),
          v.maxValue(60.9, "is north of the UK"),
          v.description("Latitude of the map marker, e.g. 51.6344."),
        ),
        longitude: v.pipe(
          v.number("should be a number, e.g. -0.7489"),
          v.minValue(-8.7, "is west of the UK"),
          v.maxValue(1.8, "is east of the UK"),
          v.description("Longitude of the map marker, e.g. -0.7489."),
        ),
      }),
      editor({ label: "Map position" }),
    ),
    serviceArea: text("Where you work, in a few words, e.g. Buckinghamshire & Berkshire."),
    coverageCounties: v.pipe(
      v.array(text("A county.")),
      v.minLength(1, "is empty: list at least one county"),
      editor({ label: "Counties covered", singular: "county" }),
    ),
    towns: v.pipe(
      v.array(text("A town.")),
      v.minLength(1, "is empty: list at least one town"),
      editor({ label: "Towns covered" }),
    ),
    openingHours: v.strictObject({
      general: v.pipe(
        openingHours,
        v.description("Header, footer and home page; search engines use these."),
        editor({ label: "Working hours" }),
      ),
      office: v.pipe(openingHours, v.description("About and Contact pages."), editor({ label: "Office hours" })),
    }),
    reviewLink: v.pipe(
      httpsUrl(
        "Google's link for asking a customer for a review: Ask for reviews in your Business Profile, e.g. https://g.page/r/.../review. The job page shows it as a QR code and sends it.",
      ),
      editor({ label: "Google review link" }),
    ),
    social: v.pipe(
      v.strictObject({
        facebook: v.pipe(httpsUrl("The Facebook page's address."), editor({ label: "Facebook page" })),
      }),
      editor({ label: "Social pages" }),
    ),
    team: v.pipe(
      v.array(teamMember),
      v.minLength(1, "is empty: the About page needs at least one person"),
      editor({ label: "Team", singular: "team member" }),
      v.check(
        (team) => team.some((member) => member.key === "founder"),
        "has no member with key founder: the founder's key is founder",
      ),
      v.check(
        (team) => new Set(team.map((member) => member.key)).size === team.length,
        "uses a key twice: each person needs their own key",
      ),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const keys = new Set(dataset.value.map((member) => member.key));
        dataset.value.forEach((member, index) => {
          if (member.relation && !keys.has(member.relation.of))
            addIssue({
              message: `${quoted(member.relation.of)} is not a team member's key: use one of ${[...keys].join(", ")}`,
              path: [
                { type: "array", origin: "value", input: dataset.value, key: index, value: member },
                { type: "object", origin: "value", input: member, key: "relation", value: member.relation },
                { type: "object", origin: "value", input: member.relation, key: "of", value: member.relation.of },
              ],
            });
        });
      }),
    ),
    brand: v.pipe(
      v.strictObject({
        theme: v.pipe(hexColour("Colour of the browser bar on phones."), editor({ label: "Theme colour" })),
        background: v.pipe(
          hexColour("Background colour of the app when launched from a phone's home screen."),
          editor({ label: "Background colour" }),
        ),
        logo: v.strictObject({
          ground: hexColour("The logo's square, also the ground of the app icon on a phone's home screen."),
          stripes: hexColour("The paving stripes in the logo."),
          drop: v.pipe(hexColour("The water drop in the logo."), editor({ label: "Water drop" })),
        }),
      }),
      editor({ label: "Brand colours" }),
    ),
    whatsapp: v.pipe(
      v.optional(v.string(), ""),
      v.trim(),
      v.check(
        (input) => input === "" || parseUkPhone(input).ok,
        (issue) => {
          const result = parseUkPhone(String(issue.input));
          return `${quoted(issue.input)} ${result.ok ? "" : result.problem}`;
        },
      ),
      v.transform((input) => {
        const result = parseUkPhone(input);
        return result.ok ? result.phone.e164 : "";
      }),
      v.description(
        'A mobile number on WhatsApp, as it is dialled, e.g. "07700 900456". Empty: Contact shows no WhatsApp link.',
      ),
      editor({ label: "WhatsApp number" }),
    ),
    analyticsMeasurementId: v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(G-[A-Z0-9]+)?$/, (issue) => `${quoted(issue.input)} is not a GA4 measurement ID: G-XXXXXXX, or empty`),
      v.description(
        "The Google Analytics measurement ID, starting G- (Admin, Data streams in Google Analytics). Empty: no analytics, no cookies and no cookie question for visitors.",
      ),
      editor({ label: "Google Analytics ID" }),
    ),
    quoteWebhookUrl: v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) => value === "" || webhookEndpoint(value) !== null,
        (issue) =>
          `${quoted(issue.input)} is not a secure web address: write it in full, starting https://, without a name or password in it, or leave it empty`,
      ),
      v.description(
        "Where each quote request is also sent, as it is sent: the web address (https://...) your form or automation service (Zapier, Make, Formspree...) gives for receiving data, so no request depends on the visitor pressing Send in their email app. Empty: requests go by email only.",
      ),
      editor({ label: "Also send quote requests to (web address)" }),
    ),
  }),
  editor({ collection: "business", label: "Business details" }),
  v.transform(({ phones: written, mainPhone, divisions, team, ...rest }) => {
    const phone = (key: DivisionKey): PhoneLine => ({
      ...written[key].number,
      analyticsLabel: written[key].analyticsLabel,
    });
    const lines = { drives: phone("drives"), cleaning: phone("cleaning") };
    const founder = team.find((member) => member.key === "founder") ?? team[0]!;
    return {
      ...rest,
      phones: { main: { ...lines[mainPhone.line], analyticsLabel: mainPhone.analyticsLabel }, ...lines },
      address: { ...rest.address, display: `${rest.address.locality}, ${rest.address.region}` },
      divisions: {
        drives: {
          key: "drives" as const,
          name: divisions.drives.name,
          path: divisions.drives.page,
          phone: lines[divisions.drives.phone],
        },
        cleaning: {
          key: "cleaning" as const,
          name: divisions.cleaning.name,
          path: divisions.cleaning.page,
          phone: lines[divisions.cleaning.phone],
        },
      },
      founder,
      team,
    };
  }),
);

export type Business = v.InferOutput<typeof businessSchema>;

/**
 * The business details only the site's functions read (`@content/function-settings`): where a
 * customer's request goes is in no file the site serves, the visitors' pages included.
 */
export const functionOnlyFields = ["quoteWebhookUrl"] as const satisfies readonly (keyof Business)[];
export type FunctionOnlyField = (typeof functionOnlyFields)[number];
