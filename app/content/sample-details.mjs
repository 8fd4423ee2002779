// @ts-check
/**
 * Sample business details: example.com addresses (the site, its e-mail, its review link) and
 * Ofcom's drama-range phone numbers, which a production build refuses to publish
 * (scripts/sample-identity.mjs) and the site editor it writes refuses at Save
 * (editor/browser/save-checks.ts). Plain JavaScript, so both Node scripts and the
 * editor's bundle import it.
 */

/**
 * @typedef {{ source: string, siteUrl: string, email: string, phones: string[], reviewLink: string }} BusinessFacts
 */

/**
 * The facts that identify the business, from the checked business details. The one place to
 * change when they move.
 * @param {{ siteUrl: string, email: string, phones: Record<string, { display: string }>, whatsapp?: string, reviewLink: string }} business
 * @returns {BusinessFacts}
 */
export function businessFacts(business) {
  return {
    source: "content/business.yml",
    siteUrl: business.siteUrl,
    email: business.email,
    phones: [
      ...Object.values(business.phones).map((line) => line.display),
      ...(business.whatsapp ? [business.whatsapp] : []),
    ],
    reviewLink: business.reviewLink,
  };
}

/**
 * UK numbers Ofcom keeps for drama and examples (never connected), as national digits.
 * ofcom.org.uk: "Telephone numbers for use in TV and radio drama programmes".
 */
const dramaRanges = [
  /^0113496\d{4}$/,
  /^0114496\d{4}$/,
  /^0115496\d{4}$/,
  /^0116496\d{4}$/,
  /^0117496\d{4}$/,
  /^0118496\d{4}$/,
  /^0121496\d{4}$/,
  /^0131496\d{4}$/,
  /^0141496\d{4}$/,
  /^0151496\d{4}$/,
  /^0161496\d{4}$/,
  /^0191498\d{4}$/,
  /^0207946\d{4}$/,
  /^0289649\d{4}$/,
  /^0292018\d{4}$/,
  /^01632960\d{3}$/,
  /^07700900\d{3}$/,
  /^08081570\d{3}$/,
  /^09098790\d{3}$/,
  /^03069990\d{3}$/,
];

/** @param {string} phone */
function isDramaNumber(phone) {
  const digits = phone
    .replace(/[^\d+]/g, "")
    .replace(/^\+44/, "0")
    .replace(/^0044/, "0");
  return dramaRanges.some((range) => range.test(digits));
}

/** Domains reserved for examples (RFC 2606 / 6761). @param {string} host */
export function isExampleHost(host) {
  return /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i.test(host);
}

/**
 * The sample values still in the facts, as a person would recognise them.
 * @param {BusinessFacts} facts
 * @returns {string[]}
 */
export function sampleValues(facts) {
  const found = [];
  let host = "";
  try {
    host = new URL(facts.siteUrl).hostname;
  } catch {
    found.push(`site URL ${facts.siteUrl || "(empty)"}`);
  }
  if (host && isExampleHost(host)) found.push(`site URL ${host}`);
  const reviewHost = URL.canParse(facts.reviewLink) ? new URL(facts.reviewLink).hostname : "";
  if (!reviewHost || isExampleHost(reviewHost)) found.push(`review link ${facts.reviewLink || "(empty)"}`);
  const mailHost = facts.email.split("@")[1] ?? "";
  if (!mailHost || isExampleHost(mailHost)) found.push(`e-mail ${facts.email || "(empty)"}`);
  for (const phone of new Set(facts.phones)) if (isDramaNumber(phone)) found.push(`phone ${phone}`);
  return found;
}

/**
 * Where a build is published from: a host's own build (each sets a variable of its own), or a
 * deploy job that says so. Plain `CI` is not one: the test pipeline sets it and builds too.
 * @param {NodeJS.ProcessEnv} env @param {string[]} argv
 * @returns {string | undefined}  What marked it, or nothing for a local build.
 */
export function productionBuildBy(env, argv) {
  if (argv.includes("--production")) return "--production";
  if (env.SITE_PRODUCTION === "1") return "SITE_PRODUCTION=1";
  return hostBuilding(env);
}

/**
 * The managed host whose own build this is, by the variable each sets; none for a build run
 * anywhere else (a deploy job, a container, a developer's machine).
 * @param {NodeJS.ProcessEnv} env
 * @returns {"Netlify" | "Cloudflare Pages" | "Vercel" | undefined}
 */
export function hostBuilding(env) {
  if (env.NETLIFY === "true") return "Netlify";
  if (env.CF_PAGES === "1") return "Cloudflare Pages";
  if (env.VERCEL === "1") return "Vercel";
  return undefined;
}
