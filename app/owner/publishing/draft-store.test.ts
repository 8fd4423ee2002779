// @vitest-environment node
// Node's Blob survives the structured clone IndexedDB makes of a draft; jsdom's arrives empty.
import "fake-indexeddb/auto";

import { afterEach, describe, expect, it, vi } from "vitest";

import { forgetDraft, keepDraft, readDraft, storageWithinMs } from "./draft-store";

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await forgetDraft();
});

describe("the job draft kept on the device", () => {
  it("is read back as it was kept, photos included, until it is forgotten", async () => {
    expect(await readDraft()).toBeUndefined();
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: "image/jpeg" });
    expect(await keepDraft({ caption: "Resin driveway, Marlow", photo })).toBe(true);
    const read = await readDraft<{ caption: string; photo: Blob }>();
    expect(read?.caption).toBe("Resin driveway, Marlow");
    expect(read?.photo.size).toBe(4);
    expect(read?.photo.type).toBe("image/jpeg");
    await forgetDraft();
    expect(await readDraft()).toBeUndefined();
  });

  it("keeps only the latest draft", async () => {
    await keepDraft({ step: 1 });
    await keepDraft({ step: 2 });
    expect(await readDraft()).toEqual({ step: 2 });
  });

  it("reads as no draft and reports a write as not kept when the browser refuses storage", async () => {
    vi.stubGlobal("indexedDB", {
      open: () => {
        throw new DOMException("The user denied permission", "SecurityError");
      },
    });
    expect(await readDraft()).toBeUndefined();
    expect(await keepDraft({ step: 1 })).toBe(false);
    await expect(forgetDraft()).resolves.toBeUndefined();
  });

  it("reads as no draft and reports a write as not kept when storage never answers, so nothing waits on it", async () => {
    vi.useFakeTimers();
    // A database another tab holds, or a storage process that hung: the open request never answers.
    vi.stubGlobal("indexedDB", { open: () => ({}) });
    const settled: Record<string, unknown> = {};
    void readDraft().then((draft) => (settled.read = draft ?? "none"));
    void keepDraft({ step: 1 }).then((kept) => (settled.kept = kept));
    void forgetDraft().then(() => (settled.forgotten = true));
    await vi.advanceTimersByTimeAsync(storageWithinMs.readonly);
    expect(settled).toEqual({ read: "none" });
    await vi.advanceTimersByTimeAsync(storageWithinMs.readwrite - storageWithinMs.readonly);
    expect(settled).toEqual({ read: "none", kept: false, forgotten: true });
  });
});
