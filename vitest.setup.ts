import "@testing-library/jest-dom/vitest";

import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

// A wait for what people would see (findBy…, waitFor) gets 5 s, not 1: a part whose code loads
// on demand can take longer than a second on a busy machine, and only a failing wait runs that long.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no `matchMedia`: here no media query matches, as on a device with no pointer that can
// hover and no preference stated. A test that needs one to match stubs it (tooltip.test.tsx).
if (typeof window !== "undefined" && typeof window.matchMedia !== "function") {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: (media: string): Partial<MediaQueryList> => ({
      media,
      matches: false,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}
