import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { afterEach, describe, expect, it, vi } from "vitest";

import { proofChallenge, proofHolds } from "../../../server/leads/proof-of-work.mjs";

import { quoteSubmissionPath } from "./quote-post";

const env = { OWNER_SESSION_SECRET: "a-session-secret-of-at-least-thirty-two-characters" };
const fields = { firstName: "Ann", message: "A patio & steps" };
/** For sends that are answered at once: a wait would fail the test. */
const notWaiting = () => expect.fail("the request waited for an answer");

/** The browser's worker, run in the test: it answers with what proof-of-work.worker.ts would. */
class InProcessWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  static started = 0;
  constructor() {
    InProcessWorker.started += 1;
  }
  postMessage(challenge: Parameters<typeof solveChallenge>[0]["challenge"]) {
    void solveChallenge({ challenge, deriveKey }).then((solution) =>
      this.onmessage?.(new MessageEvent("message", { data: solution })),
    );
  }
  terminate() {}
}

/** The site's function as the page reaches it: a challenge, then the request, recorded. */
function siteFunction(handsOutChallenges: boolean) {
  const posted: Record<string, unknown>[] = [];
  const fetchSpy = vi.fn<typeof fetch>(async (input, init) => {
    if (String(input) === `${quoteSubmissionPath}?challenge`)
      return handsOutChallenges ? Response.json(await proofChallenge(env)) : new Response(null, { status: 404 });
    posted.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return Response.json({ devices: 1, webhook: "none" });
  });
  vi.stubGlobal("fetch", fetchSpy);
  return { posted, fetchSpy };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("sending the request to the site's function", () => {
  it("solves the function's challenge in a worker from the first focus, and sends the solution with the request", async () => {
    vi.stubGlobal("Worker", InProcessWorker);
    const { posted, fetchSpy } = siteFunction(true);
    const { startProof, sendToBusiness } = await import("./send-to-business");
    startProof(quoteSubmissionPath);
    startProof(quoteSubmissionPath);
    expect(await sendToBusiness(quoteSubmissionPath, fields, notWaiting)).toEqual({ devices: 1, webhook: "none" });
    // One challenge for the one request, however often the form was focused.
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).endsWith("?challenge"))).toHaveLength(1);
    expect(posted).toEqual([{ ...fields, proof: expect.any(Object) }]);
    expect(await proofHolds(env, posted[0]!.proof)).toBe(true);
    // The next request gets a challenge of its own.
    await sendToBusiness(quoteSubmissionPath, fields, notWaiting);
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).endsWith("?challenge"))).toHaveLength(2);
  });

  it("sends the request without a proof where no challenge is handed out or no worker runs", async () => {
    vi.stubGlobal("Worker", InProcessWorker);
    const site = siteFunction(false);
    const { sendToBusiness } = await import("./send-to-business");
    await sendToBusiness(quoteSubmissionPath, fields, notWaiting);
    expect(site.posted).toEqual([fields]);

    vi.stubGlobal("Worker", undefined);
    vi.resetModules();
    const withChallenges = siteFunction(true);
    const again = await import("./send-to-business");
    await again.sendToBusiness(quoteSubmissionPath, fields, notWaiting);
    expect(withChallenges.posted).toEqual([fields]);
  });

  it("answers null when the function refuses the request", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 400 })));
    const { sendToBusiness } = await import("./send-to-business");
    expect(await sendToBusiness(quoteSubmissionPath, fields, notWaiting)).toBeNull();
  });

  it("keeps a request that gets no answer, says so once, and sends it by itself with the same proof when signal returns", async () => {
    vi.stubGlobal("Worker", InProcessWorker);
    const site = siteFunction(true);
    const answers = [
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => Promise.resolve(new Response(null, { status: 503 })),
    ];
    const { fetchSpy } = site;
    const online = site.fetchSpy.getMockImplementation()!;
    fetchSpy.mockImplementation((input, init) =>
      String(input).endsWith("?challenge") || !answers.length ? online(input, init) : answers.shift()!(),
    );
    const waiting = vi.fn();
    const listening = vi.spyOn(window, "addEventListener");
    const waitsForSignal = (times: number) =>
      vi.waitFor(() => expect(listening.mock.calls.filter(([type]) => type === "online")).toHaveLength(times));
    const { sendToBusiness } = await import("./send-to-business");
    const delivered = sendToBusiness(quoteSubmissionPath, fields, waiting);
    await waitsForSignal(1);
    expect(waiting).toHaveBeenCalledOnce();
    // The phone's signal comes back, twice: the gateway fails once more, then the function answers.
    window.dispatchEvent(new Event("online"));
    await waitsForSignal(2);
    window.dispatchEvent(new Event("online"));
    expect(await delivered).toEqual({ devices: 1, webhook: "none" });
    expect(waiting).toHaveBeenCalledOnce();
    expect(site.posted).toEqual([{ ...fields, proof: expect.any(Object) }]);
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).endsWith("?challenge"))).toHaveLength(1);
  });

  it("asks for a challenge again when none could be asked for, rather than sending without one", async () => {
    vi.stubGlobal("Worker", InProcessWorker);
    const site = siteFunction(true);
    const online = site.fetchSpy.getMockImplementation()!;
    site.fetchSpy.mockRejectedValueOnce(new TypeError("Load failed"));
    site.fetchSpy.mockImplementation(online);
    const waiting = vi.fn();
    const listening = vi.spyOn(window, "addEventListener");
    const { sendToBusiness } = await import("./send-to-business");
    const delivered = sendToBusiness(quoteSubmissionPath, fields, waiting);
    await vi.waitFor(() => expect(listening).toHaveBeenCalledWith("online", expect.any(Function)));
    expect(waiting).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event("online"));
    expect(await delivered).toEqual({ devices: 1, webhook: "none" });
    expect(site.posted).toEqual([{ ...fields, proof: expect.any(Object) }]);
    expect(await proofHolds(env, site.posted[0]!.proof)).toBe(true);
  });
});
