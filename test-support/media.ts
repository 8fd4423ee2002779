import { vi } from "vitest";

/**
 * Replaces `matchMedia` with a device the test describes: `matches` says which queries match, and
 * `change` switches it later (a mouse connected), telling every listener as the browser would.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function stubMedia(matches: (query: string) => boolean) {
  const listeners = new Set<() => void>();
  const device = { matches };
  vi.stubGlobal("matchMedia", (media: string) => ({
    media,
    get matches() {
      return device.matches(media);
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    change(next: (query: string) => boolean) {
      device.matches = next;
      for (const listener of listeners) listener();
    },
  };
}
