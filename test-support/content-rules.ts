/**
 * One broken value per rule of the content check, with the line the check must give for it:
 * the file, the field, what is wrong and the fix. The build's check (app/content/load.test.ts)
 * and the site editor's (editor/browser/save-checks.test.ts) both answer each with that line.
 */
import { readFileSync } from "node:fs";

import { parse } from "yaml";

import { pageRegistry } from "../app/content/registry";

/** The phone lines as the owner wrote them, which the phone cases below break. */
export const lines = (
  parse(readFileSync("content/business.yml", "utf8")) as { phones: Record<"drives" | "cleaning", { number: string }> }
).phones;

/** The home page's hero picture and its description, as written: the first picture of the file. */
const heroPicture = (() => {
  const written = /src: (\S+)\n\s+alt: .*/.exec(readFileSync("content/pages/home.yml", "utf8"));
  if (!written?.[1]) throw new Error("content/pages/home.yml: no picture with src and alt found");
  return { written: written[0], path: written[1] };
})();

/** The quote webhook's line in the business details, as written. */
const webhookLine = /^quoteWebhookUrl: .*$/m.exec(readFileSync("content/business.yml", "utf8"))?.[0] ?? "";

/** [rule, [content file, text as written, text broken], the expected line] */
export const contentRuleCases: [string, [string, string, string], string][] = [
  [
    "a letter O in a phone number",
    ["business.yml", `number: "${lines.drives.number}"`, 'number: "01632 96O001"'],
    'content/business.yml: phones.drives.number: "01632 96O001" is not a UK phone number (letter O?)',
  ],
  [
    "a phone number with a digit missing",
    ["business.yml", `number: "${lines.cleaning.number}"`, 'number: "07700 90456"'],
    'content/business.yml: phones.cleaning.number: "07700 90456" is not a UK phone number (10 digits; numbers starting 07 have 11)',
  ],
  [
    "a phone number from abroad",
    ["business.yml", `number: "${lines.cleaning.number}"`, 'number: "+33 1 23 45 67 89"'],
    'content/business.yml: phones.cleaning.number: "+33 1 23 45 67 89" is not a UK phone number (only +44 numbers are accepted)',
  ],
  [
    "a phone number that lost its leading 0",
    ["business.yml", `number: "${lines.cleaning.number}"`, "number: 07700900789"],
    'content/business.yml: phones.cleaning.number: 7700900789 lost its leading 0: write the number in quotes as it is dialled, e.g. "01632 960001"',
  ],
  [
    "a day written short",
    ["business.yml", "days: [Monday,", "days: [Mon,"],
    'content/business.yml: openingHours.general.days[item 1]: "Mon" is not a day: use Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday (in full, capitalised)',
  ],
  [
    "a time written as 8am",
    ["business.yml", 'opens: "07:00"', "opens: 8am"],
    'content/business.yml: openingHours.general.opens: "8am" is not a time: write it as HH:MM on the 24-hour clock, e.g. "08:00" or "18:30"',
  ],
  [
    "closing before opening",
    ["business.yml", 'closes: "19:00"', 'closes: "06:00"'],
    "content/business.yml: openingHours.general.closes: must be later than opens",
  ],
  [
    "a broken email address",
    ["business.yml", "email: info@example.com", "email: info.example.com"],
    'content/business.yml: email: "info.example.com" is not an email address (name@domain.tld)',
  ],
  [
    "a web address without https",
    ["business.yml", "facebook: https://", "facebook: http://"],
    'content/business.yml: social.facebook: "http://www.facebook.com/example" must start https:// (secure address)',
  ],
  [
    "a misspelt field",
    ["business.yml", "serviceArea:", "serviceAreas:"],
    "content/business.yml: serviceArea: is missing",
  ],
  [
    "a picture that is not there",
    ["galleries.yml", "image: projects/herringbone-driveway.jpg", "image: projects/herringbone-drive.jpg"],
    "content/galleries.yml: projects[item 1].image: projects/herringbone-drive.jpg is not in app/assets/images (looked for .jpg, .jpeg, .png, .webp in any case): check the name, or upload it",
  ],
  [
    "a picture without alt text",
    ["pages/contact.yml", "alt: Natural stone path", "alt: '' # Natural stone path"],
    "content/pages/contact.yml: hero.image.alt: is missing: describe the picture for people who cannot see it",
  ],
  [
    "a webhook address that is not secure",
    ["business.yml", webhookLine, 'quoteWebhookUrl: "http://hooks.example.com/quotes"'],
    'content/business.yml: quoteWebhookUrl: "http://hooks.example.com/quotes" is not a secure web address: write it in full, starting https://, without a name or password in it, or leave it empty',
  ],
  [
    "a reuse of a picture described nowhere",
    ["pages/home.yml", heroPicture.written, `reuse: ${heroPicture.path}`],
    `content/pages/home.yml: hero.image.reuse: ${heroPicture.path} is not shown anywhere else with a description: describe it here (alt), for people who cannot see it`,
  ],
  [
    "a figure written into page copy",
    ["pages/home.yml", "{claims.responseHours} hours", "24 hours"],
    'content/pages/home.yml: closing.lead: "Free, no-obligation quotes across {business.serviceArea}. We reply within 24 hours." writes a figure itself: a figure the business states (years, jobs done, hours) is its placeholder from content/claims.yml or content/business.yml, e.g. {claims.yearsExperience}; any other number is written in words (four days), or as {name:MOT Type 1} inside a name',
  ],
  [
    "a placeholder that names no figure",
    ["pages/home.yml", "{claims.responseHours} hours", "{claims.responsehours} hours"],
    "content/pages/home.yml: closing.lead: {claims.responsehours} is not a figure in content/claims.yml (did you mean {claims.responseHours}?)",
  ],
  [
    "a placeholder without its file",
    ["pages/home.yml", "{claims.responseHours} hours", "{responseHours} hours"],
    "content/pages/home.yml: closing.lead: {responseHours} is not a placeholder: facts are written with their file, e.g. {business.name} or {claims.foundedYear}",
  ],
  [
    "a team member named by a key nobody has",
    ["pages/home.yml", "{team.founder.name}", "{team.graham.name}"],
    "content/pages/home.yml: about.paragraphs[item 1]: {team.graham.name}: no team member has the key graham in content/business.yml (keys: founder, cleaning-lead)",
  ],
  [
    "a description too short for search results",
    ["pages/contact.yml", 'description: "Ask for a free', 'description: "Free quotes across the county, call us." # '],
    "content/pages/contact.yml: meta.description: is 39 characters: write 120 to 160 so search results show it whole",
  ],
  [
    "more stat tiles than the hero holds",
    [
      "pages/exterior-cleaning.yml",
      "  points:",
      '    - value: "{claims.divisions}"\n      label: A\n    - value: "{claims.divisions}"\n      label: B\n  points:',
    ],
    "content/pages/exterior-cleaning.yml: hero.stats: has 5 figures: the layout holds at most 4",
  ],
  [
    "a link to a page that does not exist",
    ["layout.yml", "page: exterior-cleaning", "page: cleaning"],
    `content/layout.yml: footer.services[item 4].page: "cleaning" is not a page: use one of ${pageRegistry.map((page) => page.id).join(", ")}`,
  ],
  [
    "a YAML syntax slip",
    ["claims.yml", "rating: 5", "rating: 5\n  oops: 1"],
    "content/claims.yml: line 7, column 9: Nested mappings are not allowed in compact mappings (check quotes, colons and indentation)",
  ],
  [
    "a rating out of five stars",
    ["claims.yml", "rating: 5", "rating: 50"],
    "content/claims.yml: rating: is a star rating: 0 to 5",
  ],
];
