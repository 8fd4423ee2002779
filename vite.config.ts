import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const framework = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|^\0rolldown[\\/]runtime/;
const rootModule = /[\\/]app[\\/]root\.tsx$/;

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/** Whether the root route imports a module, directly or through other static imports. */
function loadedByRoot(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (rootModule.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (graph.getModuleInfo(id)?.importers ?? []).some((importer) => loadedByRoot(importer, graph, seen));
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: framework, priority: 2 },
            { name: (id, ctx) => (loadedByRoot(id, ctx) ? "shell" : null), priority: 1 },
          ],
        },
      },
    },
  },
});
