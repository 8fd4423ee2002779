import { describe, expect, it } from "vitest";

import { themeTokens } from "./theme-tokens";

describe("themeTokens", () => {
  it("reads each colour token of a theme by its name", () => {
    expect(
      themeTokens("@theme {\n  --color-paper: #faf8f3;\n  --color-garden-900:#143324;\n  --font-sans: x;\n}"),
    ).toEqual({
      paper: "#faf8f3",
      "garden-900": "#143324",
    });
  });
});
