// @ts-check
/**
 * The content fields that say where customers' details go: the quote form's webhook, the
 * analytics id, the map's picture server (each visitor's browser asks it for tiles), and the
 * business's e-mail and phones. A change to any of them needs a fresh Face ID (face-id.mjs),
 * whichever way it reaches GitHub through the gateway.
 */
import { load } from "js-yaml";

/** Each guarded file, with the path of keys to each guarded field in it. */
export const guardedFields = new Map([
  ["content/business.yml", [["quoteWebhookUrl"], ["analyticsMeasurementId"], ["email"], ["phones"]]],
  ["content/location-map.yml", [["map", "tileUrl"]]],
]);

/**
 * The guarded values of a file's text, as one string to compare; a file that does not parse
 * counts as a change (the build refuses it anyway).
 * @param {string[][]} fields @param {string | undefined} text  undefined for a file that is gone
 */
function guardedValues(fields, text) {
  if (text === undefined) return "gone";
  let data;
  try {
    data = load(text);
  } catch {
    return undefined;
  }
  const valueAt = (/** @type {string[]} */ keys) =>
    keys.reduce((/** @type {any} */ value, key) => (value && typeof value === "object" ? value[key] : undefined), data);
  return JSON.stringify(fields.map(valueAt));
}

/**
 * Whether a change of a file from `before` to `after` changes a guarded field. Keys reordered
 * inside a guarded value count as a change: the owner confirms once more, nothing slips past.
 * @param {string} path @param {string | undefined} before @param {string | undefined} after
 */
export function changesGuardedField(path, before, after) {
  const fields = guardedFields.get(path);
  if (!fields) return false;
  const old = guardedValues(fields, before);
  const now = guardedValues(fields, after);
  return old === undefined || now === undefined || old !== now;
}
