import { describe, expect, it, vi } from "vitest";

import { goToPageInAnotherCase } from "./page-in-another-case";

const paths = ["/", "/about", "/drives-and-landscapes", "/404"];

/** Where the function sends a visitor who typed `address`, or undefined when it leaves them. */
function destination(pathname: string, search = "", hash = "") {
  const replace = vi.fn();
  goToPageInAnotherCase({ pathname, search, hash, replace }, paths);
  return replace.mock.calls[0]?.[0] as string | undefined;
}

describe("goToPageInAnotherCase", () => {
  it("takes a page's address in another case, or with a closing slash, to the page", () => {
    expect(destination("/About")).toBe("/about");
    expect(destination("/DRIVES-AND-LANDSCAPES/")).toBe("/drives-and-landscapes");
    expect(destination("/about/")).toBe("/about");
  });

  it("keeps the query and the fragment", () => {
    expect(destination("/ABOUT", "?utm_source=van", "#team")).toBe("/about?utm_source=van#team");
  });

  it("leaves an address that names no page, or a page exactly, where it is", () => {
    expect(destination("/no-such-page")).toBeUndefined();
    expect(destination("/about-us")).toBeUndefined();
    expect(destination("/about")).toBeUndefined();
    expect(destination("/")).toBeUndefined();
  });
});
