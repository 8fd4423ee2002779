import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";

import towns from "@content/business.yml?part=towns";
import { galleryFields } from "~/content/schema/gallery-fields";

import { WordsStep } from "./words-step";
import { words } from "./words";

afterEach(cleanup);

/** The step as the page holds it: the words it is given back after each change. */
function Held({ problems = {} }: { problems?: { caption?: string; alt?: string } }) {
  const [words, setWords] = useState({ caption: "", alt: "" });
  return (
    <WordsStep
      kind="projects"
      {...words}
      towns={towns}
      problems={problems}
      onChange={(change) => setWords((previous) => ({ ...previous, ...change }))}
    />
  );
}

const [firstTown = "", secondTown = ""] = towns;

describe("the words of a job", () => {
  it("offers the service area's towns, and a second town replaces the first rather than adding to it", async () => {
    const user = userEvent.setup();
    render(<Held />);
    const caption = screen.getByRole("textbox", { name: galleryFields.caption.label });
    await user.type(caption, "Resin driveway");
    await user.click(screen.getByRole("button", { name: firstTown }));
    expect(caption).toHaveValue(`Resin driveway, ${firstTown}`);
    await user.click(screen.getByRole("button", { name: secondTown }));
    expect(caption).toHaveValue(`Resin driveway, ${secondTown}`);
  });

  it("gives each field its hint, and the build's line beside a field it refuses", () => {
    render(<Held problems={{ caption: "is empty: write the text" }} />);
    const caption = screen.getByRole("textbox", { name: galleryFields.caption.label });
    expect(caption).toHaveAccessibleDescription(`${galleryFields.caption.hint} is empty: write the text`);
    expect(caption).toHaveAttribute("aria-invalid", "true");
    const alt = screen.getByRole("textbox", { name: galleryFields.alt.label });
    expect(alt).toHaveAccessibleDescription(galleryFields.alt.projects);
    expect(alt).not.toHaveAttribute("aria-invalid");
  });
});

describe("the towns beyond the most used", () => {
  it("sit behind one button, which shows them and gives the first of them the focus", async () => {
    const user = userEvent.setup();
    const shown = 3;
    render(
      <WordsStep
        kind="projects"
        caption=""
        alt=""
        towns={towns}
        townsShown={shown}
        problems={{}}
        onChange={() => undefined}
      />,
    );
    const hiddenTown = towns[shown] ?? "";
    expect(screen.queryByRole("button", { name: hiddenTown })).toBeNull();
    await user.click(screen.getByRole("button", { name: words.moreTowns(towns.length - shown) }));
    expect(screen.getByRole("button", { name: hiddenTown })).toHaveFocus();
    expect(screen.queryByRole("button", { name: /^More towns/ })).toBeNull();
  });
});
