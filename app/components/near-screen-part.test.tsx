import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

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

describe("nearScreenPart", () => {
  it("hydrating, keeps the prerendered part until its place nears the screen, then loads its code and takes it over", async () => {
    const Prerendered = nearScreenPart({ place: "part", load: () => Promise.resolve(Counter), prerendered: Counter });
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Prerendered label="Pressed" />);
    document.body.append(container);

    const observers = stubObserver();
    const load = vi.fn(() => Promise.resolve(Counter));
    const Part = nearScreenPart({ place: "part", load, prerendered: undefined });
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

  it("drawn in the browser with no prerendered part, loads its code at once", async () => {
    stubObserver();
    const load = vi.fn(() => Promise.resolve(Counter));
    const Part = nearScreenPart({ place: "part", className: "stage", load, prerendered: undefined });
    render(<Part label="Pressed" />);
    expect(await screen.findByRole("button", { name: "Pressed 0" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
    expect(document.getElementById("part")).toHaveClass("stage");
  });
});
