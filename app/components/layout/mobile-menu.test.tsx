import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import layoutCopy from "@content/layout.yml";
import { paths } from "@content/site-pages";

import { afterPaint, holdFrames } from "../../../test-support/frames";

import { MobileMenu } from "./mobile-menu";
import { stylesheetFile } from "./whole-sheet";

/** The menu over two pages, with the browser's address set apart from the page drawn. */
function renderMenu({ address }: { address: string }) {
  window.history.replaceState(null, "", address);
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <MobileMenu />
            <Outlet />
          </>
        ),
        children: [paths.home!, paths.about!].map((path) => ({ path, element: <p>{path}</p> })),
      },
    ],
    { initialEntries: [paths.home!] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const toggle = () => screen.getByText(layoutCopy.menu, { selector: "summary" });

async function openMenu() {
  fireEvent.click(toggle());
  await waitFor(() => expect(toggle()).toHaveAttribute("aria-expanded", "true"));
}

const wholeSheet = () => document.head.querySelector(`link[rel="stylesheet"][href="${stylesheetFile}"]`);

const pageCodeAsked = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));

afterEach(() => {
  window.history.replaceState(null, "", "/");
  wholeSheet()?.remove();
  vi.unstubAllGlobals();
});

describe("MobileMenu", () => {
  it("applies the whole sheet while it is open, before a link is chosen", async () => {
    renderMenu({ address: paths.home! });
    await openMenu();
    await waitFor(() => expect(wholeSheet()).not.toBeNull());
  });

  it("asks for its pages' code once the open panel has been painted, not before", async () => {
    // React Router's manifest as the framework writes it into a page: About's module.
    vi.stubGlobal("__reactRouterManifest", {
      routes: { "routes/about": { parentId: "root", path: paths.about!.slice(1), module: "/assets/about-menu.js" } },
    });
    const drawFrame = holdFrames();
    renderMenu({ address: paths.home! });
    await openMenu();
    expect(pageCodeAsked()).toEqual([]);
    // The open panel's frame, then the task queued from it.
    drawFrame();
    await waitFor(() => expect(pageCodeAsked()).toContain("/assets/about-menu.js"));
  });

  it("applies none when it is closed before the browser got to it", async () => {
    renderMenu({ address: paths.home! });
    await openMenu();
    fireEvent.click(toggle());
    await waitFor(() => expect(toggle()).toHaveAttribute("aria-expanded", "false"));
    await afterPaint();
    await afterPaint();
    expect(wholeSheet()).toBeNull();
  });

  it("closes when another page arrives after it was opened", async () => {
    const router = renderMenu({ address: paths.home! });
    await openMenu();
    await act(() => router.navigate(paths.about!));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("stays open when it was opened while the next page was still being drawn", async () => {
    // React Router shows the next address before that page is drawn; a tap on Menu then is for it.
    const router = renderMenu({ address: paths.about! });
    await openMenu();
    await act(() => router.navigate(paths.about!));
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    await act(() => router.navigate(paths.home!));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });
});
