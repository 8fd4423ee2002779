import { describe, expect, it, vi } from "vitest";

import { applyKeptBrandFace, brandFaceKey, type FaceWindow, keepBrandFace } from "./brand-face";

const file = "/assets/fraunces-600-abc.woff2";

function fakeWindow(
  { stored, readyState = "complete", faces = 1, storage = true } = {} as {
    stored?: string;
    readyState?: string;
    faces?: number;
    storage?: boolean;
  },
) {
  const saved = new Map<string, string>(stored ? [[brandFaceKey, stored]] : []);
  const listeners: (() => void)[] = [];
  const load = vi.fn(async () => Array.from({ length: faces }, () => ({})));
  const head: HTMLLinkElement[] = [];
  const window: FaceWindow = {
    document: {
      documentElement: { dataset: {} },
      createElement: () => ({}) as HTMLLinkElement,
      head: { append: (link) => head.push(link) },
      fonts: { load },
      readyState,
    },
    localStorage: {
      getItem: (key) => {
        if (!storage) throw new DOMException("denied", "SecurityError");
        return saved.get(key) ?? null;
      },
      setItem: (key, value) => {
        if (!storage) throw new DOMException("denied", "SecurityError");
        saved.set(key, value);
      },
    },
    addEventListener: (_type, listener) => listeners.push(listener),
  };
  return { window, saved, load, head, fireLoad: () => listeners.forEach((listener) => listener()) };
}

describe("applyKeptBrandFace", () => {
  it("uses the face only when this browser fetched this very file", () => {
    const kept = fakeWindow({ stored: file });
    applyKeptBrandFace(kept.window, file, brandFaceKey);
    expect(kept.window.document.documentElement.dataset.brandFace).toBe("");
    // Preloaded, so the first frame waits the moment the cache takes to hand it over.
    expect(kept.head).toEqual([expect.objectContaining({ rel: "preload", as: "font", href: file })]);

    const older = fakeWindow({ stored: "/assets/fraunces-600-old.woff2" });
    applyKeptBrandFace(older.window, file, brandFaceKey);
    expect(older.window.document.documentElement.dataset.brandFace).toBeUndefined();
    expect(older.head).toEqual([]);
  });

  it("keeps the fallback when storage is switched off", () => {
    const blocked = fakeWindow({ storage: false });
    expect(() => applyKeptBrandFace(blocked.window, file, brandFaceKey)).not.toThrow();
    expect(blocked.window.document.documentElement.dataset.brandFace).toBeUndefined();
  });

  it("runs as an inline script, from its source alone", () => {
    const kept = fakeWindow({ stored: file });
    new Function("window", `(${applyKeptBrandFace.toString()})(window, ${JSON.stringify(file)}, "${brandFaceKey}")`)(
      kept.window,
    );
    expect(kept.window.document.documentElement.dataset.brandFace).toBe("");
  });
});

describe("keepBrandFace", () => {
  it("fetches the face after the page has loaded and remembers its file", async () => {
    const page = fakeWindow({ readyState: "interactive" });
    const kept = keepBrandFace(page.window, "600 1em Fraunces", file);
    await Promise.resolve();
    expect(page.load).not.toHaveBeenCalled();
    page.fireLoad();
    await expect(kept).resolves.toBe(true);
    expect(page.load).toHaveBeenCalledWith("600 1em Fraunces");
    expect(page.saved.get(brandFaceKey)).toBe(file);
    // The page on screen keeps the face it was drawn with.
    expect(page.window.document.documentElement.dataset.brandFace).toBeUndefined();
  });

  it("remembers nothing when the face did not load or storage is off", async () => {
    const failed = fakeWindow({ faces: 0 });
    await expect(keepBrandFace(failed.window, "600 1em Fraunces", file)).resolves.toBe(false);
    expect(failed.saved.size).toBe(0);
    const blocked = fakeWindow({ storage: false });
    await expect(keepBrandFace(blocked.window, "600 1em Fraunces", file)).resolves.toBe(false);
  });
});
