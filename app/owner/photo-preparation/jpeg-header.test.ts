import sharp, { type Sharp } from "sharp";
import { describe, expect, it } from "vitest";

import { readJpegHeader } from "./jpeg-header.ts";

const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 120, g: 140, b: 90 } } });

const read = async (image: Sharp) => readJpegHeader(new Uint8Array(await image.jpeg().toBuffer()));

/** What a phone writes: its make and model, the time, the GPS position, and the way it was held. */
const phoneExif = {
  IFD0: { Make: "Phone maker", Model: "Phone 12" },
  IFD2: { DateTimeOriginal: "2026:11:20 14:05:00" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 38/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 36/1 0/1" },
};

describe("readJpegHeader", () => {
  it("reads the stored size and finds no metadata in a bare JPEG", async () => {
    expect(await read(picture())).toEqual({ width: 64, height: 48, orientation: 1, metadata: [] });
  });

  it("finds a phone's EXIF: the camera's details, the place it was taken and its orientation", async () => {
    const header = await read(picture().withExif(phoneExif).withMetadata({ orientation: 6 }));
    expect(header).toMatchObject({ width: 64, height: 48, orientation: 6 });
    expect(header?.metadata).toEqual(expect.arrayContaining(["camera", "location"]));
  });

  it("finds XMP and a colour profile", async () => {
    const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>`;
    const header = await read(picture().withXmp(xmp).withIccProfile("p3"));
    expect(header?.metadata).toEqual(expect.arrayContaining(["xmp", "icc"]));
  });

  it("finds no location in EXIF without GPS", async () => {
    const header = await read(picture().withExif({ IFD0: { Make: "Phone maker" } }));
    expect(header?.metadata).toEqual(["camera"]);
  });

  it("is undefined for a file that is not a JPEG", async () => {
    expect(readJpegHeader(new Uint8Array(await picture().png().toBuffer()))).toBeUndefined();
  });
});
