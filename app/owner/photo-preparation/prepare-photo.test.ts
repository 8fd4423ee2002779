// @vitest-environment node
// Node's File and Blob read their bytes back, as a browser's do; jsdom's cannot.
import { afterEach, describe, expect, it, vi } from "vitest";

import { readJpegHeader } from "./jpeg-header";
import { decodeLimit, preparePhoto } from "./prepare-photo";

/**
 * The browser's picture APIs as a phone's engine offers them, each part replaceable: the decoder
 * (`createImageBitmap`), the off-screen canvas, the plain canvas and the `<img>` element.
 */
type Engine = {
  /** Throws a TypeError for `imageOrientation: "from-image"`, as engines older than the option do. */
  noFromImage?: boolean;
  /**
   * Turns a photo upright by its EXIF orientation when asked for no orientation, as some engines
   * older than "from-image" did (the option's old "none"); others decode it as stored.
   */
  turnsByDefault?: boolean;
  /** Ignores `resizeWidth` and `resizeHeight`: the bitmap comes out at the picture's full size. */
  ignoresResize?: boolean;
  offscreen?: "none" | "no-context" | "encode-fails";
  plainContext?: boolean;
  /**
   * Resizes before it turns a quarter-turned photo upright, which the standard leaves open
   * (whatwg/html#7210): the bitmap comes out with the asked size's sides swapped.
   */
  resizesBeforeTurning?: boolean;
};

type Size = { width: number; height: number };
/** Where a picture's marked pixel, its upright top-left corner, is: a fraction of each side. */
type Mark = { x: number; y: number };

const bounds = { width: 1200, height: 900 };
const drawn: { to: string; width: number; height: number }[] = [];
/** Each decode asked of `createImageBitmap`, with the pixels of the picture it was asked of. */
const decodes: (ImageBitmapOptions & { pixels: number })[] = [];
/** The pixels of each picture an `<img>` decoded, always whole. */
const imageDecodes: number[] = [];
/** The size of each picture drawn, which a stretched drawing would not keep. */
const drawnFrom: { width: number; height: number }[] = [];
/** Where each drawing put its picture's marked pixel on the canvas, and the area it covered. */
const marks: Mark[] = [];
const covered: Size[] = [];

/** Where the upright top-left corner of a photo is stored, by its EXIF orientation (1-8). */
const storedMark: Record<number, Mark> = {
  1: { x: 0, y: 0 },
  2: { x: 1, y: 0 },
  3: { x: 1, y: 1 },
  4: { x: 0, y: 1 },
  5: { x: 0, y: 0 },
  6: { x: 0, y: 1 },
  7: { x: 1, y: 1 },
  8: { x: 1, y: 0 },
};

function context(to: string) {
  let matrix = [1, 0, 0, 1, 0, 0];
  return {
    fillRect: () => undefined,
    setTransform: (...next: number[]) => void (matrix = next),
    drawImage: (source: Size & { mark?: Mark }, x: number, y: number, width: number, height: number) => {
      drawn.push({ to, width, height });
      drawnFrom.push({ width: source.width, height: source.height });
      const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = matrix;
      const onCanvas = (u: number, v: number) => ({ x: a * u + c * v + e, y: b * u + d * v + f });
      const [start, end] = [onCanvas(x, y), onCanvas(x + width, y + height)];
      covered.push({ width: Math.abs(end.x - start.x), height: Math.abs(end.y - start.y) });
      if (source.mark) marks.push(onCanvas(x + source.mark.x * width, y + source.mark.y * height));
    },
  };
}

/** The bitmap an engine makes of a picture stored at `full`, turned or not, resized or not. */
function bitmapOf(full: Size, orientation: number, turns: boolean, engine: Engine, options?: ImageBitmapOptions) {
  const quarter = turns && orientation >= 5;
  const swapped = (size: Size) => (quarter ? { width: size.height, height: size.width } : size);
  const mark = turns ? storedMark[1] : storedMark[orientation];
  const bitmap = { close: () => undefined, mark };
  const { resizeWidth: width, resizeHeight: height } = engine.ignoresResize ? {} : (options ?? {});
  if (!width) return { ...bitmap, ...swapped(full) };
  // Given the width alone, an engine keeps the proportions of what it resizes.
  const resize = (from: Size) => ({ width, height: height ?? Math.ceil((width * from.height) / from.width) });
  return { ...bitmap, ...(engine.resizesBeforeTurning ? swapped(resize(full)) : resize(swapped(full))) };
}

function useEngine(engine: Engine) {
  const { noFromImage = false, offscreen = undefined, plainContext = true } = engine;
  drawn.length = 0;
  drawnFrom.length = 0;
  marks.length = 0;
  covered.length = 0;
  decodes.length = 0;
  imageDecodes.length = 0;
  vi.stubGlobal("createImageBitmap", async (file: Blob, options?: ImageBitmapOptions) => {
    if (noFromImage && options?.imageOrientation === "from-image")
      throw new TypeError("The provided value 'from-image' is not a valid enum value of type ImageOrientation.");
    // A picture without a JPEG header stands for a phone's 4000x3000 photo.
    const header = readJpegHeader(new Uint8Array(await file.arrayBuffer()));
    const full = header?.width ? header : { width: 4000, height: 3000 };
    decodes.push({ pixels: full.width * full.height, ...options });
    const turns = options?.imageOrientation === "from-image" || (!options?.imageOrientation && !!engine.turnsByDefault);
    return bitmapOf(full, header?.orientation ?? 1, turns, engine, options);
  });
  // An <img> decodes the whole picture, upright wherever the option is missing.
  vi.stubGlobal(
    "Image",
    class {
      src = "";
      naturalWidth = 4000;
      naturalHeight = 3000;
      width = 4000;
      height = 3000;
      mark = storedMark[1];
      decode = async () => void imageDecodes.push(this.naturalWidth * this.naturalHeight);
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

describe("a very large photo on an engine older than imageOrientation from-image", () => {
  const engines = [
    ["decodes it as stored", {}],
    ["turns it upright by its EXIF", { turnsByDefault: true }],
    ["turns it upright after it resizes", { turnsByDefault: true, resizesBeforeTurning: true }],
    ["ignores the size asked for", { ignoresResize: true }],
    ["turns it upright and ignores the size asked for", { turnsByDefault: true, ignoresResize: true }],
  ] satisfies [string, Engine][];
  const cases = engines.flatMap(([what, engine]) => [6, 8, 3].map((turn) => [what, turn, engine] as const));

  it.each(cases)(
    "where the engine %s, is decoded at its prepared size and drawn upright (orientation %i)",
    async (_, turn, engine) => {
      useEngine({ ...engine, noFromImage: true });
      // Stored 8000 x 6000 (48 MP, 192 MB decoded whole); 6 and 8 show it turned a quarter, 3 upside down.
      const prepared = await preparePhoto(jpegOfSize(8000, 6000, turn), bounds);
      const upright = turn >= 5 ? { width: 1200, height: 1600 } : { width: 1200, height: 900 };
      expect(prepared.before).toMatchObject(turn >= 5 ? { width: 6000, height: 8000 } : { width: 8000, height: 6000 });
      expect(prepared.after).toMatchObject(upright);
      // Never decoded whole: no <img>, and every decode of the photo asks for its prepared size, as stored.
      expect(imageDecodes).toEqual([]);
      const photo = decodes.filter((asked) => asked.pixels === 48_000_000);
      expect(photo).toEqual([expect.objectContaining({ resizeWidth: turn >= 5 ? 1600 : 1200 })]);
      // Upright: the drawing fills the canvas, and the photo's top-left corner lands in the canvas's.
      expect(covered).toEqual([upright]);
      expect(marks).toEqual([{ x: 0, y: 0 }]);
    },
  );

  it("is decoded whole through an image at 16 MP or less", async () => {
    useEngine({ noFromImage: true });
    const prepared = await preparePhoto(jpegOfSize(4000, 3000, 6), bounds);
    expect(imageDecodes).toEqual([12_000_000]);
    expect(prepared.after).toMatchObject({ width: 1200, height: 900 });
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
