// @ts-check
/**
 * The fingerprint of one content file's data, computed alike by the build (from the file it
 * read) and by the site editor (from the entry it just published), so the editor can tell
 * whether the live site was built with that change. Data, not bytes: the editor holds the
 * entry's values, not the text it wrote.
 */

/**
 * JSON with object keys sorted and absent values (null, undefined) left out.
 * @param {unknown} value
 * @returns {string}
 */
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== null && item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * SHA-256 of a content file's data, hex.
 * @param {unknown} data
 */
export async function dataVersion(data) {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonicalJson(data)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
