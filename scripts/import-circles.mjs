// @ts-check
/**
 * The import circles among the project's own modules, found with TypeScript's own reading of
 * `tsconfig.json` (its files, its `~/` path, `.ts` extensions in imports): every `import` and
 * `export ... from`, type-only ones included, since a circle of types still ties two modules
 * together (decision 126). Packages in `node_modules` are not followed, nor React Router's
 * generated route types in `.react-router/`, which import the route they describe.
 */
import path from "node:path";

import ts from "typescript";

/**
 * Each project file and the project files it imports, as absolute paths.
 * @param {string} tsconfig  Path to a `tsconfig.json`.
 * @returns {Map<string, string[]>}
 */
export function importGraph(tsconfig) {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  if (!config) throw new Error(`import-circles: ${tsconfig} could not be read`);
  const host = ts.createCompilerHost(config.options);
  const inProject = (/** @type {string} */ file) =>
    !path
      .resolve(file)
      .split(path.sep)
      .some((folder) => folder === "node_modules" || folder === ".react-router");
  /** @type {Map<string, string[]>} */
  const graph = new Map();
  for (const file of config.fileNames.filter(inProject)) {
    const imported = ts.preProcessFile(ts.sys.readFile(file) ?? "", true, true).importedFiles;
    /** @type {string[]} */
    const resolved = [];
    for (const { fileName } of imported) {
      const found = ts.resolveModuleName(fileName, file, config.options, host).resolvedModule?.resolvedFileName;
      if (found !== undefined && inProject(found)) resolved.push(path.resolve(found));
    }
    graph.set(path.resolve(file), resolved);
  }
  return graph;
}

/**
 * The graph's circles: each group of modules that import one another round, found as the
 * graph's strongly connected components (Tarjan), listed by path relative to `root`.
 * @param {Map<string, string[]>} graph  @param {string} root
 * @returns {string[][]}
 */
export function importCircles(graph, root) {
  /** @type {Map<string, { index: number, low: number }>} */
  const seen = new Map();
  /** @type {string[]} */
  const stack = [];
  /** @type {string[][]} */
  const circles = [];
  const visit = (/** @type {string} */ file) => {
    const mark = { index: seen.size, low: seen.size };
    seen.set(file, mark);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!seen.has(next)) visit(next);
      if (stack.includes(next)) mark.low = Math.min(mark.low, seen.get(next)?.low ?? mark.low);
    }
    if (mark.low !== mark.index) return;
    const group = stack.splice(stack.indexOf(file));
    if (group.length > 1 || graph.get(file)?.includes(file)) {
      circles.push(group.map((each) => path.relative(root, each)).sort());
    }
  };
  for (const file of graph.keys()) if (!seen.has(file)) visit(file);
  return circles;
}
