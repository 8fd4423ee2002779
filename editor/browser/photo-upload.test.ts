import { describe, expect, it } from "vitest";

import { preparedLine } from "./photo-upload.ts";

const picked = { name: "IMG_0412.JPG", bytes: 3_780_000, width: 4032, height: 3024 };

describe("preparedLine", () => {
  it("says the size before and after, and what was taken out, most private first", () => {
    const line = preparedLine(
      {
        file: new File([], "IMG_0412.jpg"),
        before: picked,
        after: { name: "IMG_0412.jpg", bytes: 220_000, width: 1200, height: 900 },
        removed: ["camera", "location", "icc"],
        asPicked: false,
      },
      "photo",
    );
    expect(line).toBe(
      "IMG_0412.JPG prepared for a gallery photo: 3.6 MB, 4032 x 3024 before, 215 KB, 1200 x 900 now (IMG_0412.jpg). Removed: where it was taken (GPS), the camera's details and the time.",
    );
  });

  it("says a photo that needed nothing goes up as it is", () => {
    const ready = { name: "patio.jpg", bytes: 180_000, width: 1200, height: 900 };
    expect(
      preparedLine(
        { file: new File([], "patio.jpg"), before: ready, after: ready, removed: [], asPicked: true },
        "photo",
      ),
    ).toBe("patio.jpg is ready for a gallery photo as it is: 176 KB, 1200 x 900.");
  });
});
