import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createContext, useState } from "react";
import { flushSync } from "react-dom";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";

import { startPage } from "~/lib/page-ahead";

import { stubObserver } from "../../test-support/intersection-observer";

import { nearScreenPart } from "./near-screen-part";

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

type Part = ReturnType<typeof nearScreenPart<{ label: string }>>;

/**
 * The part prerendered into the document (on its own, or as `draw` places it), with `load` as the
 * browser's way to its code.
 */
function prerenderedPart(load: () => Promise<typeof Counter>, draw = (Part: Part) => <Part label="Pressed" />) {
  const Prerendered = nearScreenPart({ place: "part", load: () => Promise.resolve(Counter), prerendered: Counter });
  const container = document.createElement("div");
  container.innerHTML = renderToString(draw(Prerendered));
  document.body.append(container);
  return { container, Part: nearScreenPart({ place: "part", load, prerendered: undefined }) };
}

describe("nearScreenPart", () => {
  it("hydrating, keeps the prerendered part until its place nears the screen, then loads its code and takes it over", async () => {
    const observers = stubObserver();
    const load = vi.fn(() => Promise.resolve(Counter));
    const { container, Part } = prerenderedPart(load);
    await act(async () => {
      hydrateRoot(container, <Part label="Pressed" />);
    });
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole("button")).toHaveTextContent("Pressed 0");
    expect(observers[0]?.margin).toBe("100% 0px");

    await act(async () => observers[0]?.callback([{ isIntersecting: true }]));
    await waitFor(() => expect(load).toHaveBeenCalledOnce());
    // Hydrated: the prerendered button now has its handler.
    await waitFor(() => {
      fireEvent.click(screen.getByRole("button"));
      expect(screen.getByRole("button")).toHaveTextContent(/Pressed [1-9]/);
    });
  });

  it("hydrating where IntersectionObserver does not exist, loads its code at once", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const load = vi.fn(() => Promise.resolve(Counter));
    const { container, Part } = prerenderedPart(load);
    await act(async () => {
      hydrateRoot(container, <Part label="Pressed" />);
    });
    await waitFor(() => expect(load).toHaveBeenCalledOnce());
  });

  it("left before its place came near, loads its code at once when drawn again in the browser", async () => {
    const observers = stubObserver();
    const load = vi.fn(() => Promise.resolve(Counter));
    const { container, Part } = prerenderedPart(load);
    const root = await act(async () => hydrateRoot(container, <Part label="Pressed" />));
    expect(observers).toHaveLength(1);
    // The visitor moves to another page, then comes back (Back, or a link).
    act(() => root.unmount());
    container.remove();
    render(<Part label="Again" />);
    expect(await screen.findByRole("button", { name: "Again 0" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it("drawn in the browser with no prerendered part, loads its code at once", async () => {
    stubObserver();
    const load = vi.fn(() => Promise.resolve(Counter));
    const Part = nearScreenPart({ place: "part", className: "stage", load, prerendered: undefined });
    render(<Part label="Pressed" />);
    expect(await screen.findByRole("button", { name: "Pressed 0" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
    expect(document.getElementById("part")).toHaveClass("stage");
  });

  it("whose prerendered form React throws away before its place came near, keeps it in place until then", async () => {
    // What the router does to the page being left while a move to another page waits for code:
    // an update above the part that React will not hold back for the part's code.
    const observers = stubObserver();
    const Route = createContext("/gallery");
    function Page({ Part, path }: { Part: Part; path: string }) {
      return (
        <Route value={path}>
          <Part label="Pressed" />
        </Route>
      );
    }
    const load = vi.fn(() => Promise.resolve(Counter));
    const { container, Part } = prerenderedPart(load, (Part) => <Page Part={Part} path="/gallery" />);
    const prerendered = screen.getByRole("button");
    const root = await act(async () => hydrateRoot(container, <Page Part={Part} path="/gallery" />));

    act(() => flushSync(() => root.render(<Page Part={Part} path="/gallery#again" />)));
    expect(screen.getByRole("button")).toBe(prerendered);
    expect(load).not.toHaveBeenCalled();

    await act(async () => observers[0]?.callback([{ isIntersecting: true }]));
    await waitFor(() => expect(load).toHaveBeenCalledOnce());
    await waitFor(() => {
      fireEvent.click(screen.getByRole("button"));
      expect(screen.getByRole("button")).toHaveTextContent(/Pressed [1-9]/);
    });
  });

  it("defined by a page run ahead of its link's tap, loads its code before it is drawn, unless its place is on this page", async () => {
    // Inside the project: the test runner imports only files below it.
    const cache = path.resolve("node_modules/.cache");
    mkdirSync(cache, { recursive: true });
    const folder = mkdtempSync(path.join(cache, "near-screen-part-"));
    const module = path.join(folder, "next-page.mjs");
    writeFileSync(module, "globalThis.__pageRan?.();\n");
    vi.stubGlobal("__reactRouterManifest", {
      routes: { "routes/next-page": { parentId: "root", path: "next-page", module, imports: [] } },
    });
    const here = document.createElement("div");
    here.id = "on-this-page";
    document.body.append(here);
    const elsewhere = vi.fn(() => Promise.resolve(Counter));
    const onThisPage = vi.fn(() => Promise.resolve(Counter));
    vi.stubGlobal("__pageRan", () => {
      nearScreenPart({ place: "on-the-next-page", load: elsewhere, prerendered: undefined });
      nearScreenPart({ place: "on-this-page", load: onThisPage, prerendered: undefined });
    });
    // Defined as a page is drawn (hydrating, or on a tap the router follows): drawing it asks.
    const drawnLater = vi.fn(() => Promise.resolve(Counter));
    nearScreenPart({ place: "on-the-next-page", load: drawnLater, prerendered: undefined });
    try {
      await startPage("/next-page");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    expect(elsewhere).toHaveBeenCalledOnce();
    expect(onThisPage).not.toHaveBeenCalled();
    expect(drawnLater).not.toHaveBeenCalled();
  });
});
