import { describe, expect, it } from "vitest";

import {
  drawWholePageAfterNavigation,
  drawWholePageIfRestoring,
  wholePageFlag,
  type WholePageWindow,
} from "./whole-page";

function fakeWindow({ state = null, hash = "" }: { state?: unknown; hash?: string } = {}): WholePageWindow {
  return { document: { documentElement: { dataset: {} } }, location: { hash }, history: { state } };
}

/** The function as the head's inline script runs it: its own text, with nothing of this module. */
const asInlineScript = new Function(`return (${drawWholePageIfRestoring.toString()})`)() as (
  window: WholePageWindow,
  flag: string,
) => void;

describe("drawWholePageIfRestoring", () => {
  it("leaves a first view of a page to draw its bands as they near the screen", () => {
    const first = fakeWindow();
    asInlineScript(first, wholePageFlag);
    expect(first.document.documentElement.dataset).toEqual({});
    // A state someone else wrote without the router's key is not a visit the router restores.
    const foreign = fakeWindow({ state: { from: "elsewhere" } });
    asInlineScript(foreign, wholePageFlag);
    expect(foreign.document.documentElement.dataset).toEqual({});
  });

  it("draws every band when the router will restore a position it saved for this entry", () => {
    const reload = fakeWindow({ state: { key: "k3y", idx: 2, usr: null } });
    asInlineScript(reload, wholePageFlag);
    expect(reload.document.documentElement.dataset[wholePageFlag]).toBe("");
  });

  it("draws every band when the address names a place in the page", () => {
    const fragment = fakeWindow({ hash: "#before-after-3" });
    asInlineScript(fragment, wholePageFlag);
    expect(fragment.document.documentElement.dataset[wholePageFlag]).toBe("");
  });
});

describe("drawWholePageAfterNavigation", () => {
  it("draws every band before Back or Forward restores a position, and a new page at its top as a first view", () => {
    const { document } = fakeWindow();
    drawWholePageAfterNavigation(document, { restoresPosition: true, hash: "" });
    expect(document.documentElement.dataset[wholePageFlag]).toBe("");
    drawWholePageAfterNavigation(document, { restoresPosition: false, hash: "" });
    expect(document.documentElement.dataset[wholePageFlag]).toBeUndefined();
  });

  it("draws every band when a link leads to a place in the next page", () => {
    const { document } = fakeWindow();
    drawWholePageAfterNavigation(document, { restoresPosition: false, hash: "#quote" });
    expect(document.documentElement.dataset[wholePageFlag]).toBe("");
  });
});
