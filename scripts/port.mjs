// @ts-check
/** A taken port, said in one line with the way out, before any slow work starts. */
import net from "node:net";

/** @param {number} port @param {string} command  How the person started this (`npm start`). */
export function portInUseMessage(port, command) {
  return `Port ${port} is already in use (another server is running there). Choose another: PORT=${port + 1} ${command}`;
}

/**
 * Resolves when nothing listens on the port; otherwise prints the message and exits.
 * @param {number} port @param {string} host @param {string} command
 */
export async function ensurePortFree(port, host, command) {
  const free = await new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (/** @type {NodeJS.ErrnoException} */ error) =>
      error.code === "EADDRINUSE" ? resolve(false) : reject(error),
    );
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
  if (!free) {
    console.error(portInUseMessage(port, command));
    process.exit(1);
  }
}
