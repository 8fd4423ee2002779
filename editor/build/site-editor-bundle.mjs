// @ts-check
/**
 * The site editor's own script (editor/browser/site-editor.ts) as the editor's page loads it: one
 * module, and the preview's chunk that it loads when a preview first shows. Bundled by Vite with
 * the site's stylesheet (Tailwind, as the site's build makes it), and with every `@content/...`
 * import of the site's components resolved to a view of the content being edited
 * (editor/browser/preview/live-content.ts) instead of the plain modules the site's build writes. The
 * build writes it into `build/client/admin/`; `npm run edit` builds it in memory.
 */
import { fileURLToPath } from "node:url";

/** The module the editor's page loads, by its name under `/admin/`. */
const editorScript = "site-editor.js";
/** The preview's chunk and anything else the module loads later. */
const chunkNames = "site-editor-[name]-[hash].js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const entry = fileURLToPath(new URL("../browser/site-editor.ts", import.meta.url));
const liveContent = fileURLToPath(new URL("../browser/preview/live-content.ts", import.meta.url));

/**
 * `@content/<file>` as a view of the content being edited; `@content/site-pages` as the page list.
 * @returns {import("vite").Plugin}
 */
function liveContentPlugin() {
  const prefix = "\0live-content:";
  return {
    name: "live-content",
    enforce: "pre",
    resolveId: (id) => (id.startsWith("@content/") ? `${prefix}${id.slice("@content/".length)}` : undefined),
    load(id) {
      if (!id.startsWith(prefix)) return undefined;
      const file = id.slice(prefix.length);
      const from = JSON.stringify(liveContent);
      if (file === "site-pages") return `export { sitePages as default, paths } from ${from};\n`;
      return `import { liveFile } from ${from};\nexport default liveFile(${JSON.stringify(file)});\n`;
    },
  };
}

/**
 * @param {{ outDir: string, write: boolean }} options
 * @returns {Promise<import("vite").InlineConfig>}
 */
async function bundleConfig({ outDir, write }) {
  const { default: tailwindcss } = await import("@tailwindcss/vite");
  return {
    configFile: false,
    root,
    mode: "production",
    logLevel: "error",
    publicDir: false,
    // Files the site's components import by address (the icon sprite, the map area's drawing) are
    // written beside the script, in the editor's folder, and must be addressed there.
    base: "/admin/",
    plugins: [liveContentPlugin(), tailwindcss()],
    resolve: { alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) } },
    // A library build leaves this to its user; React reads it to leave out its development checks.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    // Production JSX also inside the development server, whose process says "development".
    oxc: { jsx: { runtime: "automatic", development: false } },
    build: {
      outDir,
      write,
      emptyOutDir: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      // A stylesheet a lazy widget imports (the map's) is written beside it, though the preview never loads it.
      lib: { entry, formats: ["es"], fileName: () => editorScript, cssFileName: "site-editor-widgets" },
      rolldownOptions: { output: { chunkFileNames: chunkNames } },
    },
  };
}

/**
 * Builds the editor's script into `outDir` (the built editor's folder).
 * @param {string} outDir
 * @returns {Promise<string[]>} the files written, by name
 */
export async function buildEditorBundle(outDir) {
  return (await bundleEditor({ outDir, write: true })).map((file) => file.name);
}

/**
 * The editor's script, built without writing it: each file's name and text.
 * @returns {Promise<{ name: string, text: string }[]>}
 */
export async function bundleEditorInMemory() {
  return bundleEditor({ outDir: "build/site-editor", write: false });
}

/** @param {{ outDir: string, write: boolean }} options */
async function bundleEditor(options) {
  const { build } = await import("vite");
  const result = await build(await bundleConfig(options));
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) =>
    "output" in output
      ? output.output.map((file) => ({
          name: file.fileName,
          text: file.type === "chunk" ? file.code : String(file.source),
        }))
      : [],
  );
}
