import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";

import layout from "@content/layout.yml";

import { ErrorScreen } from "./error-screen";

/** The screen's heading and button, as the owner wrote them in content/layout.yml. */
const copy = layout.errors;

function Boom(): never {
  throw new Error("Kaboom in a route");
}

describe("ErrorScreen", () => {
  it("shows the heading and the thrown error's message when a route throws", async () => {
    // React reports the caught render error on the console; keep the test output readable.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([
      { path: "/", Component: Boom, ErrorBoundary: ({ error }: { error: unknown }) => <ErrorScreen error={error} /> },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByRole("heading", { name: copy.heading })).toBeInTheDocument();
    expect(screen.getByText("Kaboom in a route")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: copy.returnHome })).toHaveAttribute("href", "/");
  });

  it("shows the status of a thrown response", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => null,
        HydrateFallback: () => null,
        loader: () => {
          throw new Response("Gone", { status: 410, statusText: "Gone" });
        },
        ErrorBoundary: ({ error }: { error: unknown }) => <ErrorScreen error={error} />,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByText("410 Gone")).toBeInTheDocument();
  });
});
