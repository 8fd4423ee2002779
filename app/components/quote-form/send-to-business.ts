/**
 * The request as the page's script sends it to the site's function, fetched on the visitor's
 * first focus in the form so the page's first script does not carry it. From then on a worker
 * solves the function's proof-of-work challenge while they type, and Send posts the request with
 * the solution. Never throws: a request that fails or gets no answer within the limit is `null`,
 * and the mail hand-off has run all along. The caller passes the address and the fields, which
 * its own script holds.
 */
import type { Challenge, Solution } from "altcha-lib";

import { challengeParameter, proofField } from "./proof-fields";
import type { QuoteDelivery } from "./quote-post";

/** Long enough for the function's own retries of the owner's webhook (4 tries, 10 s each, 7 s apart). */
const deliveryLimit = 60_000;
/** The challenge is a few hundred bytes: one bar of signal brings it well within this. */
const challengeLimit = 15_000;

type Proof = { challenge: Challenge; solution: Solution };

/** The proof for the request being filled in, being found; undefined before the first focus. */
let proof: Promise<Proof | undefined> | undefined;

/** The solution of `challenge`, found in a worker; null when none was found or no worker runs. */
function solvedInWorker(challenge: Challenge): Promise<Solution | null> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL("./proof-of-work.worker.ts", import.meta.url), { type: "module" });
    } catch {
      return resolve(null);
    }
    const done = (solution: Solution | null) => {
      worker.terminate();
      resolve(solution);
    };
    worker.onmessage = (event: MessageEvent<Solution | null>) => done(event.data);
    worker.onerror = () => done(null);
    worker.postMessage(challenge);
  });
}

async function findProof(path: string): Promise<Proof | undefined> {
  try {
    const answer = await fetch(`${path}?${challengeParameter}`, { signal: AbortSignal.timeout(challengeLimit) });
    // None handed out (a site without the function's secret): the request goes without.
    if (!answer.ok) return undefined;
    const challenge = (await answer.json()) as Challenge;
    const solution = await solvedInWorker(challenge);
    return solution ? { challenge, solution } : undefined;
  } catch {
    return undefined;
  }
}

/** Starts finding the proof for the next request, unless it is being found already. */
export function startProof(path: string): void {
  proof ??= findProof(path);
}

export async function sendToBusiness(path: string, fields: Record<string, string>): Promise<QuoteDelivery | null> {
  startProof(path);
  const found = await proof;
  // A new request needs a proof of its own.
  proof = undefined;
  try {
    const answer = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...fields, [proofField]: found }),
      signal: AbortSignal.timeout(deliveryLimit),
    });
    return answer.ok ? ((await answer.json()) as QuoteDelivery) : null;
  } catch {
    return null;
  }
}
