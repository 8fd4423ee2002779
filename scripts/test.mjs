// @ts-check
/**
 * `npm test`: every gate, in order, stopping at the first that fails with one line naming it.
 *   npm test                  all of them
 *   npm test -- unit e2e      only the gates named (see `gates` below)
 * What each gate covers: docs/testing.md.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (/** @type {string} */ name) => `${root}node_modules/.bin/${name}`;

/** @type {{ name: string, what: string, commands: string[][] }[]} */
const gates = [
  {
    name: "types",
    what: "type check",
    commands: [
      [bin("react-router"), "typegen"],
      [bin("tsc"), "--noEmit"],
    ],
  },
  {
    name: "lint",
    what: "lint (typescript-eslint, jsx-a11y, function length)",
    commands: [[bin("eslint"), ".", "--max-warnings=0"]],
  },
  { name: "unused", what: "unused files, exports and dependencies (knip)", commands: [[bin("knip")]] },
  { name: "format", what: "formatting (prettier)", commands: [[bin("prettier"), "--check", "."]] },
  { name: "unit", what: "unit tests (Vitest)", commands: [[bin("vitest"), "run"]] },
  {
    name: "e2e",
    what: "browser tests against the built site (Playwright)",
    commands: [
      [process.execPath, "scripts/build-if-stale.mjs"],
      [bin("playwright"), "test"],
    ],
  },
  {
    name: "html",
    what: "every built page is valid HTML (html-validate)",
    commands: [
      [process.execPath, "scripts/build-if-stale.mjs"],
      [bin("html-validate"), "build/client/**/*.html"],
    ],
  },
  {
    name: "links",
    what: "no broken internal link or asset",
    commands: [[process.execPath, "scripts/check-links.mjs"]],
  },
  {
    name: "audit",
    what: "no high or critical advisory in production dependencies",
    commands: [[process.execPath, "scripts/audit.mjs"]],
  },
];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !gates.some((gate) => gate.name === name));
if (unknown.length) {
  console.error(
    `test: no gate named ${unknown.join(", ")}; the gates are ${gates.map((gate) => gate.name).join(", ")}`,
  );
  process.exit(2);
}
const chosen = asked.length ? gates.filter((gate) => asked.includes(gate.name)) : gates;
const started = performance.now();
for (const [index, gate] of chosen.entries()) {
  console.log(`\ntest ${index + 1}/${chosen.length}: ${gate.what}`);
  for (const [command = "", ...args] of gate.commands) {
    const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
    if (result.status !== 0) {
      console.error(`\ntest: ${gate.name} failed (${gate.what}); the gates after it did not run.`);
      process.exit(result.status ?? 1);
    }
  }
}
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
console.log(
  `\ntest: ${chosen.map((gate) => gate.name).join(", ")}: all green in ${minutes} min on Node ${process.version}`,
);
