// @vitest-environment node
// Node's File and Blob read their bytes back, as a browser's do; jsdom's cannot.
import { afterEach, describe, expect, it, vi } from "vitest";

import { decodeLimit, preparePhoto } from "./prepare-photo";

/**
 * The browser's picture APIs as a phone's engine offers them, each part replaceable: the decoder
 * (`createImageBitmap`), the off-screen canvas, the plain canvas and the `<img>` element.
 */
type Engine = {
  /** Throws a TypeError for `imageOrientation: "from-image"`, as engines older than the option do. */
  noFromImage?: boolean;
  offscreen?: "none" | "no-context" | "encode-fails";
  plainContext?: boolean;
  /**
   * Resizes before it turns a quarter-turned photo upright, which the standard leaves open
   * (whatwg/html#7210): the bitmap comes out with the asked size's sides swapped.
   */
  resizesBeforeTurning?: boolean;
};

const bounds = { width: 1200, height: 900 };
const drawn: { to: string; width: number; height: number }[] = [];
const decodes: ImageBitmapOptions[] = [];
/** The size of each picture drawn, which a stretched drawing would not keep. */
const drawnFrom: { width: number; height: number }[] = [];

function context(to: string) {
  return {
    fillRect: () => undefined,
    drawImage: (source: { width: number; height: number }, _x: number, _y: number, width: number, height: number) => {
      drawn.push({ to, width, height });
      drawnFrom.push({ width: source.width, height: source.height });
    },
  };
}

function useEngine({ noFromImage = false, offscreen = undefined, plainContext = true, resizesBeforeTurning }: Engine) {
  drawn.length = 0;
  drawnFrom.length = 0;
  const bitmap = { width: 4000, height: 3000, close: () => undefined };
  decodes.length = 0;
  vi.stubGlobal("createImageBitmap", async (_file: Blob, options?: ImageBitmapOptions) => {
    if (noFromImage && options?.imageOrientation === "from-image")
      throw new TypeError("The provided value 'from-image' is not a valid enum value of type ImageOrientation.");
    decodes.push(options ?? {});
    const { resizeWidth: width, resizeHeight: height } = options ?? {};
    if (!width || !height) return bitmap;
    return resizesBeforeTurning ? { ...bitmap, width: height, height: width } : { ...bitmap, width, height };
  });
  // An <img> decodes upright wherever the option is missing.
  vi.stubGlobal(
    "Image",
    class {
      src = "";
      naturalWidth = 4000;
      naturalHeight = 3000;
      decode = async () => undefined;
    },
  );
  class FakeOffscreen {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
    getContext = () => (offscreen === "no-context" ? null : context("offscreen"));
    convertToBlob = async () => {
      if (offscreen === "encode-fails") throw new DOMException("encoding failed", "EncodingError");
      return new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: "image/jpeg" });
    };
  }
  vi.stubGlobal("OffscreenCanvas", offscreen === "none" ? undefined : FakeOffscreen);
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => (plainContext ? context("canvas") : null),
    toBlob: (done: BlobCallback) => done(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: "image/jpeg" })),
  };
  vi.stubGlobal("document", { createElement: (name: string) => (name === "canvas" ? canvas : undefined) });
}

const picked = () => new File([new Uint8Array([1, 2, 3, 4])], "IMG_0412.PNG", { type: "image/png" });

afterEach(() => vi.unstubAllGlobals());

describe("preparing a photo on any phone's browser", () => {
  it("draws on an off-screen canvas where there is one", async () => {
    useEngine({});
    const prepared = await preparePhoto(picked(), bounds);
    expect(prepared.after).toMatchObject({ name: "IMG_0412.jpg", width: 1200, height: 900 });
    expect(drawn).toEqual([{ to: "offscreen", width: 1200, height: 900 }]);
  });

  it.each([
    ["there is no off-screen canvas", { offscreen: "none" }],
    ["the off-screen canvas gives no context", { offscreen: "no-context" }],
    ["the off-screen canvas cannot encode", { offscreen: "encode-fails" }],
  ] satisfies [string, Engine][])("falls back to a plain canvas when %s", async (_, engine) => {
    useEngine(engine);
    const prepared = await preparePhoto(picked(), bounds);
    expect(prepared.after).toMatchObject({ width: 1200, height: 900 });
    expect(drawn.at(-1)).toEqual({ to: "canvas", width: 1200, height: 900 });
  });

  it("decodes through an image, drawn upright, where the engine does not know imageOrientation from-image", async () => {
    useEngine({ noFromImage: true });
    const prepared = await preparePhoto(picked(), bounds);
    expect(prepared.before).toMatchObject({ width: 4000, height: 3000 });
    expect(prepared.after).toMatchObject({ width: 1200, height: 900 });
  });

  it("fails with a line when no canvas can draw", async () => {
    useEngine({ offscreen: "none", plainContext: false });
    await expect(preparePhoto(picked(), bounds)).rejects.toThrow(/cannot draw pictures/);
  });

  it("decodes a very large photo straight to its prepared size, read from its header", async () => {
    useEngine({});
    const prepared = await preparePhoto(jpegOfSize(8000, 6000), bounds);
    expect(prepared.before).toMatchObject({ width: 8000, height: 6000 });
    expect(prepared.after).toMatchObject({ width: 1200, height: 900 });
    expect(decodes).toEqual([expect.objectContaining({ resizeWidth: 1200, resizeHeight: 900 })]);
  });

  it("decodes a very large quarter-turned photo upright at its size where the engine resizes before it turns", async () => {
    useEngine({ resizesBeforeTurning: true });
    // Stored 8000 x 6000, shown turned a quarter (orientation 6): a portrait photo.
    const prepared = await preparePhoto(jpegOfSize(8000, 6000, 6), bounds);
    expect(prepared.before).toMatchObject({ width: 6000, height: 8000 });
    const { width, height } = prepared.after;
    expect(height).toBeGreaterThan(width);
    // Drawn from a picture of the prepared size itself: not stretched across, nor squeezed.
    expect(drawn).toEqual([{ to: "offscreen", width, height }]);
    expect(drawnFrom).toEqual([{ width, height }]);
  });

  it("gives up on a decode that never ends, so the owner can pick the photo again", async () => {
    useEngine({});
    vi.stubGlobal("createImageBitmap", () => new Promise(() => undefined));
    vi.useFakeTimers();
    try {
      const refused = preparePhoto(picked(), bounds).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(decodeLimit);
      expect(await refused).toMatchObject({ reason: "stalled" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a photo too large for a phone to prepare, with a line", async () => {
    useEngine({});
    await expect(preparePhoto(jpegOfSize(20_000, 15_000), bounds)).rejects.toMatchObject({ reason: "too-large" });
    expect(decodes).toEqual([]);
  });
});

/** A JPEG's first bytes: the start, a frame header of this size, the end. */
function jpegOfSize(width: number, height: number, orientation?: number): File {
  const frame = [0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 255, width >> 8, width & 255, 3];
  // EXIF's one entry, the orientation (tag 274, a SHORT), in a big-endian TIFF block.
  const tiff = [
    0x4d,
    0x4d,
    0,
    42,
    0,
    0,
    0,
    8,
    0,
    1,
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    orientation ?? 1,
    0,
    0,
    0,
    0,
    0,
    0,
  ];
  const exif = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const app1 = orientation ? [0xff, 0xe1, 0, exif.length + 2, ...exif] : [];
  const bytes = [0xff, 0xd8, ...app1, ...frame, ...new Array<number>(9).fill(0), 0xff, 0xd9];
  return new File([new Uint8Array(bytes)], "PXL_0001.jpg", { type: "image/jpeg" });
}
