import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { afterPaint } from "../../test-support/frames";

import { useFocusOnPageChange } from "./use-focus-on-page-change";

function Page({ name, to }: { name: string; to: string }) {
  useFocusOnPageChange();
  return (
    <main tabIndex={-1} aria-label={name}>
      <Link to={to}>Go on</Link>
    </main>
  );
}

describe("useFocusOnPageChange", () => {
  it("leaves the first page's focus alone, and moves it to the next page's main content once that page has been drawn", async () => {
    const router = createMemoryRouter([
      { path: "/", element: <Page name="Home" to="/about" /> },
      { path: "/about", element: <Page name="About" to="/" /> },
    ]);
    render(<RouterProvider router={router} />);
    const link = screen.getByRole("link", { name: "Go on" });
    link.focus();
    await act(afterPaint);
    expect(link).toHaveFocus();

    await act(() => router.navigate("/about"));
    const about = screen.getByRole("main", { name: "About" });
    // Not yet while the next page's first frame is to come: focusing would lay the page out first.
    expect(about).not.toHaveFocus();
    await act(afterPaint);
    expect(about).toHaveFocus();
  });
});
