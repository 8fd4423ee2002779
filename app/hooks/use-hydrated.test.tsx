import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { HydrationProvider, useHydrated } from "./use-hydrated";

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? "hydrated" : "prerendered"}</p>;
}

describe("useHydrated", () => {
  it("is false in the prerendered HTML", () => {
    expect(
      renderToString(
        <HydrationProvider>
          <Probe seen={[]} />
        </HydrationProvider>,
      ),
    ).toContain("prerendered");
  });

  it("turns true once the page has hydrated, and a widget mounted later starts true", async () => {
    const first: boolean[] = [];
    const later: boolean[] = [];
    function Page() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <Probe seen={first} />
          <button onClick={() => setShown(true)}>Show more</button>
          {shown ? <Probe seen={later} /> : null}
        </>
      );
    }
    render(
      <HydrationProvider>
        <Page />
      </HydrationProvider>,
    );
    expect(await screen.findByText("hydrated")).toBeInTheDocument();
    expect(first[0]).toBe(false);
    expect(first.at(-1)).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(later).not.toContain(false);
    expect(later.length).toBeGreaterThan(0);
  });

  it("is true for a widget rendered on its own in the browser", () => {
    render(<Probe seen={[]} />);
    expect(screen.getByText("hydrated")).toBeInTheDocument();
  });
});
