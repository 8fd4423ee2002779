/**
 * Every request on the owner's sending path ends: with an answer, with a timeout, or with the
 * owner's Cancel. On one bar of signal a request can get no answer at all, and a send waiting on
 * it would hold the page forever. The limits are the ones docs/decisions/184 states.
 */

/** How long each kind of request may take, in milliseconds. */
export const requestLimits = {
  /** The passkey session's token and the site editor's settings: a few hundred bytes. */
  small: 15_000,
  /** Any request to GitHub or the local server, before the bytes it sends. */
  base: 30_000,
  /** More for each kilobyte the request sends: at least 8 kB/s (64 kbit/s, one bar) gets through. */
  perKilobyteSent: 125,
} as const;

/** The limit for a request sending `bytes`. */
export const limitFor = (bytes = 0) => requestLimits.base + Math.ceil(bytes / 1024) * requestLimits.perKilobyteSent;

/** The owner stopped the send. */
export class SendCancelled extends Error {
  constructor() {
    super("the send was stopped");
    this.name = "SendCancelled";
  }
}

/** No answer came within the limit: the connection is as good as gone. */
export class NoAnswer extends Error {
  constructor(readonly limit: number) {
    super(`no answer within ${Math.round(limit / 1000)} s`);
    this.name = "NoAnswer";
  }
}

/**
 * `fetchImpl` with the request, its answer's body included, stopped after `limit` ms or when
 * `cancel` fires: it then rejects with NoAnswer or SendCancelled, never hangs.
 */
export function fetchWithin(fetchImpl: typeof fetch, limit: number, cancel?: AbortSignal): typeof fetch {
  return async (input, init) => {
    if (cancel?.aborted) throw new SendCancelled();
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(new NoAnswer(limit)), limit);
    const cancelled = () => stop.abort(new SendCancelled());
    cancel?.addEventListener("abort", cancelled, { once: true });
    const stopped = new Promise<never>((_, reject) =>
      stop.signal.addEventListener("abort", () => reject(stop.signal.reason as Error), { once: true }),
    );
    // Caught here too, so an answer that came first leaves no rejection unhandled.
    stopped.catch(() => undefined);
    try {
      const answer = await Promise.race([fetchImpl(input, { ...init, signal: stop.signal }), stopped]);
      // The body is read within the same limit: a cut-off stream rejects instead of waiting on.
      const body = await Promise.race([answer.arrayBuffer(), stopped]);
      const bodiless = [204, 205, 304].includes(answer.status);
      return new Response(bodiless ? null : body, {
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.headers,
      });
    } catch (error) {
      if (stop.signal.aborted) throw stop.signal.reason as Error;
      throw error;
    } finally {
      clearTimeout(timer);
      cancel?.removeEventListener("abort", cancelled);
    }
  };
}
