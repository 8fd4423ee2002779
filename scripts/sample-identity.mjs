// @ts-check
/**
 * Stops a production build that would publish the sample business identity (example.com,
 * Ofcom's drama-range phone numbers); local builds, `npm start` and `npm test` only note it.
 */
import { readFileSync } from "node:fs";

import { parse } from "yaml";

import { businessFacts, isExampleHost, sampleValues } from "../app/content/sample-details.mjs";
import { loadSiteContent } from "./content-module.mjs";

/** @typedef {import("../app/content/sample-details.mjs").BusinessFacts} BusinessFacts */

/**
 * The facts that identify the business, read from where the owner edits them.
 * @returns {Promise<BusinessFacts>}
 */
export async function loadBusinessFacts() {
  // Read once the content check has passed: inside a build, from the snapshot it kept.
  const { business } = await loadSiteContent();
  return businessFacts(business);
}

/**
 * The one line to print about the sample identity, and whether the build must stop.
 * @param {BusinessFacts} facts @param {string | undefined} productionBy
 * @returns {{ stop: boolean, line?: string }}
 */
export function sampleIdentityCheck(facts, productionBy) {
  const samples = sampleValues(facts);
  if (samples.length === 0) return { stop: false };
  const list = samples.join(", ");
  if (productionBy)
    return {
      stop: true,
      line: `Build stopped (${productionBy} is a production build): ${facts.source} still holds sample details: ${list}. Replace them with the real ones.`,
    };
  return {
    stop: false,
    line: `Note: sample business details in ${facts.source} (${list}); replace them before publishing.`,
  };
}

/** The privacy notice's file, whose `sampleWording` says whether anyone has checked it yet. */
const privacyFile = "content/pages/privacy.yml";

/**
 * The one line to print while the privacy notice is still the site's sample wording. Only a note,
 * even in a production build: the notice's facts come from the business details, which a
 * production build checks above, and a host's build stopping on it would stop the owner's every
 * publish over wording they may already agree with (docs/decisions/188).
 * @param {{ sampleWording: boolean }} privacy  The notice's checked content.
 * @returns {{ stop: false, line?: string }}
 */
export function samplePrivacyCheck(privacy) {
  if (!privacy.sampleWording) return { stop: false };
  return {
    stop: false,
    line: `Note: ${privacyFile} is the sample privacy notice; read it against how the business works, then set sampleWording to false.`,
  };
}

/** Where the site editor's settings are, with the passkey sign-in's address in `backend.base_url`. */
const editorSettings = "editor/page/config.yml";

/**
 * The one line to print when the site editor's sign-in still goes to the shipped sample address
 * (an example host in `backend.base_url`), and whether the build must stop: the owner's sign-in
 * would go there.
 * @param {string | undefined} productionBy @param {string} [configText]  editor/page/config.yml
 * @returns {{ stop: boolean, line?: string }}
 */
export function sampleSignInCheck(productionBy, configText = readFileSync(editorSettings, "utf8")) {
  const address = parse(configText)?.backend?.base_url;
  if (typeof address !== "string" || !URL.canParse(address) || !isExampleHost(new URL(address).hostname))
    return { stop: false };
  if (productionBy)
    return {
      stop: true,
      line: `Build stopped (${productionBy} is a production build): ${editorSettings} still signs the owner in at the sample backend.base_url ${address}. Set it to the site's address (SITE_ORIGIN).`,
    };
  return {
    stop: false,
    line: `Note: ${editorSettings} signs the owner in at the sample ${address}; set backend.base_url before publishing.`,
  };
}
