// @ts-check
/**
 * The container's one command (Dockerfile): the site's functions on the loopback address and
 * nginx in front, serving the built site and passing `/api/` to them (host-config/nginx-config.mjs).
 */
import { containerLayout } from "../host-config/nginx-config.mjs";
import { startFunctionsServer } from "./functions-server.mjs";
import { runNginxBesideFunctions } from "./nginx-beside-functions.mjs";

const functions = await startFunctionsServer({ port: containerLayout.functionsPort });
const nginx = runNginxBesideFunctions({
  nginx: "nginx",
  args: ["-p", containerLayout.runtimeDir, "-c", containerLayout.config, "-e", "stderr", "-g", "daemon off;"],
  functions,
});
nginx.on("exit", (code, signal) => {
  if (code) console.error(`nginx stopped with status ${code}.`);
  process.exit(signal === "SIGTERM" ? 0 : (code ?? 1));
});
