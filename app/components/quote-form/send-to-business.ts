/**
 * The request as the page's script sends it to the site's function, fetched on the visitor's
 * first focus in the form so the page's first script does not carry it. From then on a worker
 * solves the function's proof-of-work challenge while they type, and Send posts the request with
 * the solution. A request that gets no answer (no signal, none within the limit, a host's gateway
 * failing) is kept and tried again while the page is open, by itself; one the function refuses
 * is `null`. Never throws, and the mail hand-off has run all along. The caller passes the address
 * and the fields, which its own script holds.
 */
import type { Challenge, Solution } from "altcha-lib";

import { nextChance } from "~/lib/next-chance";

import { challengeParameter, proofField } from "./proof-fields";
import type { QuoteDelivery } from "./quote-post";

/** Long enough for the function's own retries of the owner's webhook (4 tries, 10 s each, 7 s apart). */
const deliveryLimit = 60_000;
/** The challenge is a few hundred bytes: one bar of signal brings it well within this. */
const challengeLimit = 15_000;

/** The waits between tries of a request that got no answer: backing off to 30 s while the page is open. */
const retryDelays = [2_000, 5_000, 10_000, 30_000];

/** Statuses of a host's gateway that mean the function never ran: the request may go again. */
const gatewayFailures = new Set([502, 503, 504]);

type Proof = { challenge: Challenge; solution: Solution };

/** A try that got no answer: no signal, none within the limit, or a gateway failing. */
const noAnswer = Symbol("no answer");

/**
 * The proof for the request being filled in, being found; undefined before the first focus. A
 * request goes without one where none is handed out, and waits for one where none could be asked for.
 */
let proof: Promise<Proof | undefined | typeof noAnswer> | undefined;

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

async function findProof(path: string): Promise<Proof | undefined | typeof noAnswer> {
  let challenge: Challenge;
  try {
    const answer = await fetch(`${path}?${challengeParameter}`, { signal: AbortSignal.timeout(challengeLimit) });
    if (gatewayFailures.has(answer.status)) return noAnswer;
    // None handed out (a site without the function's secret): the request goes without.
    if (!answer.ok) return undefined;
    challenge = (await answer.json()) as Challenge;
  } catch {
    return noAnswer;
  }
  const solution = await solvedInWorker(challenge);
  return solution ? { challenge, solution } : undefined;
}

/** Starts finding the proof for the next request, unless it is being found already. */
export function startProof(path: string): void {
  proof ??= findProof(path);
}

async function post(path: string, fields: Record<string, string>, found: Proof | undefined) {
  try {
    const answer = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...fields, [proofField]: found }),
      signal: AbortSignal.timeout(deliveryLimit),
    });
    if (gatewayFailures.has(answer.status)) return noAnswer;
    return answer.ok ? ((await answer.json()) as QuoteDelivery) : null;
  } catch {
    return noAnswer;
  }
}

/**
 * Sends the request until the function answers, with its proof; `onWaiting` is called once, when
 * the first try gets no answer, so the page can say the request is kept and will go by itself.
 */
export async function sendToBusiness(
  path: string,
  fields: Record<string, string>,
  onWaiting: () => void,
): Promise<QuoteDelivery | null> {
  for (let tries = 0; ; tries += 1) {
    startProof(path);
    const found = await proof;
    const answer = found === noAnswer ? noAnswer : await post(path, fields, found);
    // A proof kept for a try that got no answer serves the next try; a new request needs its own.
    if (answer !== noAnswer || found === noAnswer) proof = undefined;
    if (answer !== noAnswer) return answer;
    if (tries === 0) onWaiting();
    await nextChance(retryDelays[Math.min(tries, retryDelays.length - 1)]!);
  }
}
