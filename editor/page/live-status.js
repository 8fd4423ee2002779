// @ts-check
/**
 * After Publish, tells the owner whether the live site carries their change yet: it reads the
 * site's own `/content-version.json` (written by each build) until that build's fingerprint of
 * the published file matches what was published. A build the host refused never matches, so the
 * owner sees "Not live yet" instead of silence. Loaded only by the editor's page.
 */
import { dataVersion } from "./content-version.js";

/** How often the file is read again, and for how long. */
const pollMs = 15_000;
const giveUpMs = 15 * 60_000;

const timeOf = (/** @type {string} */ iso) =>
  new Date(iso).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });

const hostAdvice =
  "If it says this for more than a few minutes, the host refused the build: its deploy log says why, in one line naming the file, the field and the fix (Netlify: Deploys; Cloudflare Pages: Deployments).";

/** The notice, made once and reused for each publish. */
function notice() {
  let box = /** @type {HTMLElement | null} */ (document.getElementById("live-status"));
  if (box) return box;
  box = document.createElement("div");
  box.id = "live-status";
  box.setAttribute("role", "status");
  // Decap styles itself; this box keeps out of the way of its controls, bottom left.
  box.style.cssText =
    "position:fixed;left:12px;bottom:12px;z-index:1000;max-width:min(28rem,calc(100vw - 24px));padding:10px 14px;border-radius:6px;background:#1f2933;color:#fff;font:14px/1.45 system-ui,sans-serif;box-shadow:0 2px 8px rgb(0 0 0 / 0.3);pointer-events:none";
  document.body.append(box);
  return box;
}

/** @param {string} text */
function show(text) {
  notice().textContent = text;
}

/** @returns {Promise<{ builtAt: string, files: Record<string, string> } | undefined>} */
async function liveVersion() {
  try {
    const response = await fetch("/content-version.json", { cache: "no-store" });
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}

let watching = 0;

/**
 * @param {string} file  The published content file, e.g. `content/business.yml`.
 * @param {unknown} data  Its values as published.
 */
async function watch(file, data) {
  const run = ++watching;
  const publishedAt = Date.now();
  const expected = await dataVersion(data);
  show("Published. The live site updates in a minute or two, once the host has rebuilt it.");
  for (;;) {
    const live = await liveVersion();
    if (run !== watching) return;
    if (!live) {
      show(
        "Published. This site has no build information (/content-version.json), so whether it is live cannot be checked here.",
      );
      return;
    }
    if (live.files?.[file] === expected) {
      show(`Live: the site has carried this change since its build at ${timeOf(live.builtAt)}.`);
      return;
    }
    const newerBuild = Date.parse(live.builtAt) > publishedAt;
    const waited = Date.now() - publishedAt;
    if (waited > giveUpMs) {
      show(
        `Not live yet: no build of the live site since ${timeOf(new Date(publishedAt).toISOString())} includes this change. ${hostAdvice}`,
      );
      return;
    }
    if (newerBuild)
      show(
        `Not live yet: the last build of the live site (${timeOf(live.builtAt)}) did not include this change. ${hostAdvice}`,
      );
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    if (run !== watching) return;
  }
}

/** @type {{ registerEventListener(listener: { name: string, handler: (event: { entry: { get(key: string): any } }) => void }): void } | undefined} */
const cms = /** @type {any} */ (window).CMS;
cms?.registerEventListener({
  // Fired once an entry is live on the publishing branch (with or without editorial workflow).
  name: "postPublish",
  handler: ({ entry }) => {
    const data = entry.get("data");
    void watch(String(entry.get("path")), typeof data?.toJS === "function" ? data.toJS() : data);
  },
});
