import { readFileSync } from "node:fs";

import { within } from "@testing-library/dom";
import { afterEach, describe, expect, it } from "vitest";

import { openingWords, sayEditorDidNotOpen } from "./opening.ts";

const shippedBody = /<body>([\s\S]*)<\/body>/.exec(readFileSync("editor/page/index.html", "utf8"))?.[1] ?? "";

describe("the editor page's opening notice", () => {
  afterEach(() => document.body.replaceChildren());

  it("is said at once, inside the root Decap draws into", () => {
    document.body.innerHTML = shippedBody;
    const notice = within(document.body).getByRole("status");
    expect(notice.textContent).toMatch(/\S/);
    expect(notice.closest("#nc-root")).not.toBeNull();
    // Before Decap's script: Decap looks its root up as that script runs.
    const script = document.querySelector('script[src="/admin/decap-cms.js"]');
    expect(notice.compareDocumentPosition(script!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("turns into the failure and a way to try again where Decap's script never ran", () => {
    document.body.innerHTML = shippedBody;
    sayEditorDidNotOpen();
    const notice = within(document.body).getByRole("status");
    expect(notice.textContent).toContain(openingWords.didNotOpen);
    expect(within(notice).getByRole("button", { name: openingWords.tryAgain })).toBeTruthy();
  });

  it("leaves a page Decap has drawn as it is", () => {
    document.body.innerHTML = '<div id="nc-root"><button type="button">Login</button></div>';
    sayEditorDidNotOpen();
    expect(document.body.innerHTML).toBe('<div id="nc-root"><button type="button">Login</button></div>');
  });
});
