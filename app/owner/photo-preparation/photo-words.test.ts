import { describe, expect, it } from "vitest";

import { bytesInWords, factsInWords, refusedInWords, removedInWords } from "./photo-words";
import { PhotoRefused } from "./prepare-photo";

describe("a prepared photo in the owner's words", () => {
  it("gives sizes in KB below a megabyte and MB above", () => {
    expect(bytesInWords(200)).toBe("1 KB");
    expect(bytesInWords(412 * 1024)).toBe("412 KB");
    expect(bytesInWords(3.24 * 1024 * 1024)).toBe("3.2 MB");
    expect(factsInWords({ bytes: 2048, width: 1200, height: 900 })).toBe("2 KB, 1200 x 900");
  });

  it("names what was taken out, the location first, whatever order it was found in", () => {
    expect(removedInWords(["xmp", "camera", "location"])).toEqual([
      "where it was taken (GPS)",
      "the camera's details and the time",
      "XMP",
    ]);
    expect(removedInWords([])).toEqual([]);
  });

  it("gives a HEIC photo the line it is handed, and any other unreadable file its own", () => {
    expect(refusedInWords(new PhotoRefused("heif", "IMG_1.HEIC"), (name) => `${name}: save it as JPEG`)).toBe(
      "IMG_1.HEIC: save it as JPEG",
    );
    expect(refusedInWords(new PhotoRefused("unreadable", "notes.pdf"), () => "")).toBe(
      '"notes.pdf" could not be read as a picture: choose a JPEG, PNG or WebP photo',
    );
    expect(refusedInWords(new PhotoRefused("stalled", "IMG_2.jpg"), () => "")).toBe(
      '"IMG_2.jpg" could not be read on this phone: pick the photo again',
    );
  });
});
