// @ts-check
import { build } from "vite";

/**
 * A TypeScript module and what it imports, bundled by Vite into one script held in memory (no
 * file written, no public folder, no preload helper), for a step that writes the script itself.
 * A chunk split off or an asset emitted would be a file the step does not write, so the build
 * stops with the step's own line instead.
 * @param {object} options
 * @param {string} options.input  The module's path on disk.
 * @param {"iife" | "es"} options.format  `iife` for a script that shares a scope (a worker's),
 *   `es` for a page's `<script type="module">`.
 * @param {boolean} options.minify
 * @param {string} options.notOneFile  The line the build stops with, naming the step and its decision.
 * @returns {Promise<string>}
 */
export async function oneScript({ input, format, minify, notOneFile }) {
  const built = await build({
    configFile: false,
    logLevel: "silent",
    publicDir: false,
    build: { write: false, minify, modulePreload: false, rolldownOptions: { input, output: { format } } },
  });
  const outputs = (Array.isArray(built) ? built : [built]).flatMap((each) => ("output" in each ? each.output : []));
  const chunks = outputs.filter((each) => each.type === "chunk");
  if (chunks.length !== 1 || outputs.length !== 1) throw new Error(notOneFile);
  return /** @type {{ code: string }} */ (chunks[0]).code;
}
