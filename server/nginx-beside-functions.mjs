// @ts-check
/**
 * nginx in the foreground with the site's functions-only server beside it: what the container
 * runs (server/container.mjs) and what `npm run start:nginx` runs. One stops, both stop.
 */
import { spawn } from "node:child_process";

/**
 * @param {{ nginx: string, args: string[], functions: import("node:http").Server }} options
 * @returns {import("node:child_process").ChildProcess} nginx, already watched
 */
export function runNginxBesideFunctions({ nginx, args, functions }) {
  const child = spawn(nginx, args, { stdio: ["ignore", "inherit", "inherit"] });
  // Without nginx the functions answer nobody; without the functions nginx answers /api/ with 502.
  child.on("exit", () => functions.close());
  functions.on("error", (error) => {
    console.error(`The site's functions stopped: ${error.message}`);
    child.kill("SIGTERM");
  });
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => child.kill("SIGTERM"));
  return child;
}
