import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { lazy, useState, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { HydratesOnItsOwn, HydrationProvider, useHydrated } from "./use-hydrated";

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

  it("lets the page switch while a part hydrating on its own still waits for its code", async () => {
    let arrive = () => {};
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const Later = lazy(() => code.then(() => ({ default: () => <Probe seen={[]} /> })));
    const page = (part: ReactNode) => (
      <HydrationProvider>
        <div data-testid="page">
          <Probe seen={[]} />
        </div>
        <div data-testid="part">
          <HydratesOnItsOwn>{part}</HydratesOnItsOwn>
        </div>
      </HydrationProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page(<Probe seen={[]} />));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, page(<Later />));
    });
    const { getByTestId } = within(container);
    await waitFor(() => expect(getByTestId("page")).toHaveTextContent(/^hydrated$/));
    expect(getByTestId("part")).toHaveTextContent("prerendered");
    await act(async () => {
      arrive();
      await code;
    });
    await waitFor(() => expect(getByTestId("part")).toHaveTextContent(/^hydrated$/));
    container.remove();
  });

  it("is true for a widget rendered on its own in the browser", () => {
    render(<Probe seen={[]} />);
    expect(screen.getByText("hydrated")).toBeInTheDocument();
  });
});
