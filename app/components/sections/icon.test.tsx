import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { IconComponent } from "~/components/ui/create-icon";
import sprite from "~/components/ui/icons/sprite.svg?raw";

import { icon } from "~/content/schema/blocks";

import { Icon } from "./icon";

// Each generated module exports one component named after its file: `map-pin.ts` has `MapPin`;
// each symbol names the module it was drawn from.
const iconModules = import.meta.glob<Record<string, IconComponent>>("../ui/icons/*.ts", { eager: true });
const componentFor = (id: string) => Object.values(iconModules[`../ui/icons/${id}.ts`] ?? {})[0];

const symbols = [
  ...sprite.matchAll(/<symbol id="([^"]+)" data-lucide="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g),
].map(([, id, lucide, body]) => ({ id: id!, lucide: lucide!, body: body! }));
const contentIconNames = icon.pipe[0].options;

describe("content icons", () => {
  it("has a symbol in the sprite for every name content may use, and no symbol nothing uses", () => {
    expect(new Set(contentIconNames)).toEqual(new Set(symbols.map((symbol) => symbol.id)));
  });

  it("draws each symbol exactly as the icon's component does", () => {
    for (const { id, lucide, body } of symbols) {
      const Component = componentFor(lucide);
      if (!Component) throw new Error(`${id} has no icon module`);
      const drawn = document.createElement("div");
      drawn.innerHTML = renderToStaticMarkup(<Component />);
      const symbol = document.createElement("div");
      symbol.innerHTML = `<svg>${body}</svg>`;
      expect(symbol.firstElementChild?.innerHTML, id).toBe(drawn.firstElementChild?.innerHTML);
    }
  });

  it("points at the symbol in the sprite, hidden from assistive technology", () => {
    const { container } = render(<Icon name="check" className="size-6" />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("class")).toBe("size-6");
    expect(svg.querySelector("use")?.getAttribute("href")).toMatch(/sprite.*\.svg.*#check$/);
  });
});
