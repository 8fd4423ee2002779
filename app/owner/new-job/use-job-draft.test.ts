import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { keepDraft } from "~/owner/publishing/draft-store";

import type { JobDraft, PreparedShot } from "./job";
import { useJobDraft } from "./use-job-draft";

/** The phone's storage: each write waits until the test lets it finish. */
vi.mock("~/owner/publishing/draft-store", () => ({
  readDraft: vi.fn(async () => undefined),
  keepDraft: vi.fn(),
  forgetDraft: vi.fn(async () => undefined),
}));

let writes: { draft: JobDraft; finish: (kept: boolean) => void }[];

beforeEach(() => {
  writes = [];
  vi.mocked(keepDraft).mockImplementation(
    (draft) => new Promise<boolean>((finish) => writes.push({ draft: draft as JobDraft, finish })),
  );
  vi.stubGlobal("navigator", { ...navigator, storage: { persist: vi.fn(async () => true) } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const photo = { file: new Blob([]), name: "a.jpg", width: 1600, height: 1200 } as PreparedShot;

async function editing() {
  const hook = renderHook(() => useJobDraft());
  await waitFor(() => expect(hook.result.current.phase).toBe("editing"));
  return hook;
}

describe("the job kept on the phone", () => {
  it("keeps a photo at once, without waiting for typing to pause", async () => {
    const { result } = await editing();
    act(() => result.current.change((draft) => ({ ...draft, shots: { photo } })));
    expect(writes.map(({ draft }) => draft.shots.photo)).toEqual([photo]);
  });

  it("keeps what was typed when the page is hidden, before the pause", async () => {
    const { result } = await editing();
    act(() => result.current.change((draft) => ({ ...draft, caption: "Resin drive" })));
    act(() => void window.dispatchEvent(new Event("pagehide")));
    expect(writes.map(({ draft }) => draft.caption)).toEqual(["Resin drive"]);
  });

  it("says kept only once the latest write is done", async () => {
    const { result } = await editing();
    act(() => result.current.change((draft) => ({ ...draft, step: 1 }), { now: true }));
    await waitFor(() => expect(writes).toHaveLength(1));
    act(() => result.current.change((draft) => ({ ...draft, step: 2 }), { now: true }));
    await waitFor(() => expect(writes).toHaveLength(2));
    await act(async () => writes[0]?.finish(true));
    expect(result.current.kept).toBe("keeping");
    await act(async () => writes[1]?.finish(true));
    expect(result.current.kept).toBe("kept");
  });

  it("asks the browser to keep the job's storage", async () => {
    const { result } = await editing();
    act(() => result.current.change((draft) => ({ ...draft, shots: { photo } })));
    expect(navigator.storage.persist).toHaveBeenCalled();
  });
});
