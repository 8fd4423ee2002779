// @ts-check
/**
 * Runs the post-build as a list of named steps. A step says what it needs from earlier steps and
 * what it gives to later ones, which parts of the build it changes, and which it reads in their
 * final form; the runner checks the whole list before it runs anything, so a step listed in the
 * wrong place stops the build with a message that says where it belongs.
 */

/**
 * What the build can be changed in. A step that `changes` one may not run after a step that
 * read it as `final`.
 * @typedef {"html" | "files"} Part
 */
/** @type {Record<Part, string>} */
const partNames = { html: "page HTML", files: "the site's files" };

/**
 * @typedef {object} StepContext
 * @property {string} buildDirectory  The whole build (`client/`, `nginx/`, `vercel/`, ...).
 * @property {import("./site-files.mjs").SiteFiles} files  The one list of the files under `client/`.
 * @property {(line: string) => void} log
 * @property {Record<string, unknown>} fromEarlierSteps  What earlier steps gave, by name.
 */

/**
 * @typedef {object} Step
 * @property {string} name
 * @property {string[]} [needs]  Names given by earlier steps.
 * @property {string[]} [gives]  Names `run` returns values for.
 * @property {Part[]} [changes]  Parts of the build it rewrites.
 * @property {Part[]} [final]  Parts it reads in their final form: no later step may change them.
 * @property {(context: StepContext) => Promise<Record<string, unknown> | void>} run
 */

/**
 * Throws, naming the steps involved, when the list cannot run in its order.
 * @param {Step[]} steps
 */
export function checkOrder(steps) {
  /** @type {Map<string, string>} */
  const givenBy = new Map();
  for (const step of steps) for (const name of step.gives ?? []) givenBy.set(name, step.name);
  const names = new Set();
  /** @type {Set<string>} */
  const givenSoFar = new Set();
  /** @type {Map<Part, string>} */
  const finalBy = new Map();
  for (const step of steps) {
    if (names.has(step.name)) throw new Error(`postbuild: two steps are named "${step.name}".`);
    names.add(step.name);
    for (const need of step.needs ?? []) {
      if (givenSoFar.has(need)) continue;
      const giver = givenBy.get(need);
      throw new Error(
        giver
          ? `postbuild: step "${step.name}" needs "${need}", which "${giver}" gives; list "${giver}" before "${step.name}".`
          : `postbuild: step "${step.name}" needs "${need}", which no step gives.`,
      );
    }
    for (const part of step.changes ?? []) {
      const reader = finalBy.get(part);
      if (reader) {
        throw new Error(
          `postbuild: step "${step.name}" changes ${partNames[part]} after "${reader}" has read it in its final form; list "${step.name}" before "${reader}".`,
        );
      }
    }
    for (const part of step.final ?? []) if (!finalBy.has(part)) finalBy.set(part, step.name);
    for (const name of step.gives ?? []) givenSoFar.add(name);
  }
}

/**
 * Checks the order, then runs each step in turn.
 * @param {Step[]} steps
 * @param {Omit<StepContext, "fromEarlierSteps">} context
 */
export async function runSteps(steps, context) {
  checkOrder(steps);
  /** @type {Record<string, unknown>} */
  const fromEarlierSteps = {};
  for (const step of steps) {
    const result = (await step.run({ ...context, fromEarlierSteps })) ?? {};
    for (const name of step.gives ?? []) {
      if (!(name in result)) throw new Error(`postbuild: step "${step.name}" did not give "${name}".`);
      fromEarlierSteps[name] = result[name];
    }
  }
}
