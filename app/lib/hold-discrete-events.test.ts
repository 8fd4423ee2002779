import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

import { discreteEvents, holdDiscreteEvents } from "./hold-discrete-events";

/** React DOM's other such events, which the module leaves out: fired only at fields, or where drops were asked for. */
const fieldOnlyEvents = ["drop", "compositionend", "compositionstart", "input", "textInput", "change", "reset"];

afterEach(() => {
  document.body.innerHTML = "";
});

/** A page whose outer box holds the events of its `#held` part: the names of the links clicks reached, and its slide's scrolls. */
function page() {
  document.body.innerHTML = `<div id="page">
    <div id="held"><a href="#slide-2">Next</a><a href="#nowhere">Gone</a><div id="slide-2"></div></div>
    <a href="#top">Top</a>
  </div>`;
  const outer = document.getElementById("page")!;
  holdDiscreteEvents(outer, (target) => target instanceof Element && target.closest("#held") !== null);
  const reached: string[] = [];
  for (const link of outer.querySelectorAll("a")) link.addEventListener("click", () => reached.push(link.textContent!));
  // jsdom lays nothing out, so has no scrollIntoView of its own.
  const scrolled = vi.fn();
  document.getElementById("slide-2")!.scrollIntoView = scrolled;
  return { reached, scrolled };
}

describe("holdDiscreteEvents", () => {
  it("keeps a click inside the held part from the listeners after it", () => {
    const { reached } = page();
    document.querySelector<HTMLElement>("a[href='#slide-2']")!.click();
    expect(reached).toEqual([]);
  });

  it("scrolls an in-page link's target into view in place of the fragment navigation", () => {
    const { scrolled } = page();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector("a[href='#slide-2']")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(scrolled).toHaveBeenCalledWith({ block: "nearest", inline: "nearest" });
  });

  it("leaves a link whose target is missing, and every other event, to the browser", () => {
    page();
    const events: Event[] = [new MouseEvent("click", { bubbles: true, cancelable: true })];
    document.querySelector("a[href='#nowhere']")!.dispatchEvent(events[0]!);
    for (const type of ["pointerdown", "keydown"]) {
      events.push(new Event(type, { bubbles: true, cancelable: true }));
      document.querySelector("a[href='#slide-2']")!.dispatchEvent(events.at(-1)!);
    }
    expect(events.map((event) => event.defaultPrevented)).toEqual([false, false, false]);
  });

  it("lets a click elsewhere through", () => {
    const { reached } = page();
    document.querySelector<HTMLElement>("a[href='#top']")!.click();
    expect(reached).toEqual(["Top"]);
  });

  it("holds each of React's discrete events, and no other", () => {
    page();
    const reached: string[] = [];
    const link = document.querySelector("a[href='#nowhere']")!;
    for (const type of [...discreteEvents, "focusin", "pointerover"]) {
      link.addEventListener(type, () => reached.push(type));
      link.dispatchEvent(new Event(type, { bubbles: true }));
    }
    expect(reached).toEqual(["focusin", "pointerover"]);
  });
});

describe("discreteEvents", () => {
  it("with the events only fields receive, is React DOM's own list, so an upgrade that changes it is noticed", async () => {
    const reactDom = dirname(createRequire(import.meta.url).resolve("react-dom/package.json"));
    const source = await readFile(join(reactDom, "cjs/react-dom-client.production.js"), "utf8");
    const list = /discreteReplayableEvents\s*=\s*"([^"]+)"/.exec(source)?.[1];
    expect(list?.split(" ").sort()).toEqual([...discreteEvents, ...fieldOnlyEvents].sort());
  });
});
