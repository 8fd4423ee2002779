// @ts-check
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import { minify } from "vite";

import { oneScript } from "./one-script.mjs";

/**
 * The inbox of quote requests, `/admin/new-job-leads` (docs/decisions/195): a small page of its
 * own, no framework, whose one script lists what its service worker (lead-inbox-worker.js), which
 * lead alerts are pushed to, kept from them. The worker keeps the page and the script too, so the
 * inbox opens with no signal. The headers step gives it the owner pages' headers and a policy from
 * its HTML.
 */
export const leadInbox = {
  file: "admin/new-job-leads.html",
  script: "admin/new-job-leads.js",
  worker: "admin/new-job-leads-worker.js",
};
const workerSource = new URL("./lead-inbox-worker.js", import.meta.url);
/** The line of the worker's source the build replaces with the inbox's files. */
const placeholder = 'const inbox = { version: "", files: [] };';
const scriptSource = fileURLToPath(new URL("../../app/owner/lead-inbox/inbox-page.ts", import.meta.url));

const styles = `
body{margin:0;font:1.0625rem/1.5 system-ui,sans-serif;color:#1c2b1f;background:#f6f5ef}
main{max-width:26rem;margin:0 auto;padding:1.5rem 1.25rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
h2{font-size:1.25rem;line-height:1.3;margin:0}
ul{list-style:none;margin:0;padding:0}
li{border-bottom:1px solid #c9cdc2;padding:1rem 0}
li p{margin:.25rem 0}
.service{font-weight:600}
.when{color:#48554a;font-size:.9375rem}
.message{white-space:pre-wrap;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;gap:.5rem}
.actions a{display:inline-flex;align-items:center;min-height:3rem;padding:0 1rem;border:1px solid #5c6b5f;border-radius:.5rem;background:#fff;color:#1f4a2a;font-weight:600;text-decoration:none}
button{display:block;width:100%;min-height:3rem;margin:.75rem 0 0;border:0;border-radius:.5rem;background:#2f5d3a;color:#fff;font:inherit;font-weight:600}
a{color:#1f4a2a}
button:focus-visible,a:focus-visible{outline:3px solid #c77d12;outline-offset:2px}
.hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}`;

/** The page: its list is drawn by its script from this device's database. @param {string} scriptPath */
export function leadInboxHtml(scriptPath) {
  return `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex, nofollow" /><meta name="theme-color" content="#245a3d" /><title>Quote requests</title>
<link rel="manifest" href="/admin/new-job.webmanifest" /><style>${styles}</style><script type="module" src="${scriptPath}"></script></head>
<body><main><h1>Quote requests</h1>
<p>Each request a visitor sent while alerts were on here, newest first, kept on this device.</p>
<ul id="leads" aria-label="Quote requests"></ul>
<p id="no-leads" hidden>None waiting. Alerts are turned on or off on <a href="/api/owner/your-devices">Your devices</a>.</p>
<p id="inbox-status" role="status" aria-live="polite"></p>
<noscript><p>The list needs JavaScript: turn it on for this site.</p></noscript>
<p><a href="/admin/new-job">Add a finished job</a> · <a href="/api/owner/your-devices">Your devices</a></p></main></body></html>`;
}

/** The page's script, bundled from its TypeScript modules and minified as one module. */
function leadInboxScript() {
  return oneScript({
    input: scriptSource,
    format: "es",
    minify: true,
    notOneFile: `lead-inbox: expected the inbox page's script to bundle as one file (decision 195)`,
  });
}

/**
 * The worker with the inbox's files and a version drawn from their text, so a build that changes
 * either changes the worker's bytes, which is what makes the browser update it; minified.
 * @param {string} source @param {Record<string, string>} files  Each file's text by its URL path.
 */
async function inboxWorker(source, files) {
  if (!source.includes(placeholder)) throw new Error(`lead-inbox: expected the worker to hold "${placeholder}"`);
  const version = createHash("sha256").update(JSON.stringify(files)).digest("hex").slice(0, 12);
  const written = source.replace(
    placeholder,
    `const inbox = ${JSON.stringify({ version, files: Object.keys(files) })};`,
  );
  const { code } = await minify("new-job-leads-worker.js", written, { mangle: { toplevel: true } });
  return code;
}

/**
 * `/admin/new-job-leads`, its script and its worker.
 * @type {import("./pipeline.mjs").Step}
 */
export const leadInboxPage = {
  name: "lead-inbox",
  gives: ["ownerPages"],
  changes: ["files"],
  async run({ files, log }) {
    const script = await leadInboxScript();
    const page = leadInboxHtml(`/${leadInbox.script}`);
    await files.write(leadInbox.script, script);
    await files.write(leadInbox.file, page);
    const kept = { "/admin/new-job-leads": page, [`/${leadInbox.script}`]: script };
    await files.write(leadInbox.worker, await inboxWorker(await readFile(workerSource, "utf8"), kept));
    log("lead-inbox: the inbox of quote requests and its worker written");
    return { ownerPages: [leadInbox.file] };
  },
};
