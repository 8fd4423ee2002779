/**
 * A photo picked for upload, prepared in the browser before anything is sent: turned upright
 * (its EXIF orientation applied), scaled to the size its slot needs (prepared-size.ts), and
 * re-encoded as a JPEG at the quality chosen by measurement, which writes none of the original's
 * metadata (the place it was taken, the camera's details). Why these figures:
 * docs/decisions/108-photos-prepared-before-upload.md.
 */
import { type JpegHeader, type MetadataKind, readJpegHeader } from "./jpeg-header.ts";
import { type PixelSize, preparedSize } from "./prepared-size.ts";

/** The JPEG quality (0-1) of a prepared photo, measured against 12 MP masters (decision 108). */
const preparedQuality = 0.85;

/** A picked file, before or after preparation. */
export type PhotoFacts = PixelSize & { name: string; bytes: number };

export type PreparedPhoto = {
  /** What is uploaded: the prepared JPEG, or the picked file itself when it needed nothing. */
  file: File;
  before: PhotoFacts;
  after: PhotoFacts;
  /** The metadata the picked file carried and the prepared one does not. */
  removed: MetadataKind[];
  /** True when the picked file needed nothing and goes up as it is. */
  asPicked: boolean;
};

/**
 * Why a picked file cannot be prepared: a HEIC photo, a file the browser cannot read as a
 * picture, or one too large for a phone to hold (over `maxPixels`).
 */
export type RefusalReason = "heif" | "unreadable" | "too-large" | "stalled";

/**
 * How long a photo's decoding may take: a 48 MP photo decodes in a few seconds on a mid-range
 * phone; a decode still running after this never ends (a file the phone can no longer read).
 */
export const decodeLimit = 30_000;

/** 250 megapixels: beyond any phone's camera; a picture this large would take a phone's tab down. */
export const maxPixels = 250_000_000;
/** A 16 MP photo takes 64 MB decoded; a larger one is decoded straight to its prepared size. */
const decodeWholeUpTo = 16_000_000;

/** A picked file that cannot be prepared; the caller says why in its own words. */
export class PhotoRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly fileName: string,
  ) {
    super(`${fileName}: ${reason}`);
  }
}

/** HEIC and HEIF (an iPhone's default): an ISO box file whose brand names HEVC pictures. */
function isHeif(file: File, bytes: Uint8Array): boolean {
  if (/^image\/hei[cf]/.test(file.type) || /\.hei[cf]$/i.test(file.name)) return true;
  const brand = String.fromCharCode(...bytes.subarray(4, 12));
  return (
    /^ftyp(heic|heix|heim|heis|hevc|hevx|mif1|msf1)/.test(brand) &&
    !/avif/.test(String.fromCharCode(...bytes.subarray(8, 32)))
  );
}

/** The file's name with the extension of what it now holds. */
const jpegName = (name: string) => `${name.replace(/\.[^./]*$/, "") || "photo"}.jpg`;

/**
 * A decoded picture, its size upright, and how to let it go. `orientation` is the EXIF
 * orientation (1-8) still to be applied as it is drawn, where the engine did not turn it itself.
 */
type Decoded = { source: CanvasImageSource; width: number; height: number; close: () => void; orientation?: number };

/** Through an `<img>`, which browsers draw upright by the photo's EXIF orientation. */
async function decodedAsImage(file: File): Promise<Decoded> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => undefined };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The picture decoded upright. An engine older than `imageOrientation: "from-image"` throws a
 * TypeError for the option: it decodes through an `<img>` instead, or at the prepared size.
 */
async function decodedUpright(file: File, scaledTo?: PixelSize, header?: JpegHeader): Promise<Decoded> {
  const scaled = scaledTo && {
    resizeWidth: scaledTo.width,
    resizeHeight: scaledTo.height,
    resizeQuality: "high" as const,
  };
  try {
    let bitmap = await createImageBitmap(file, { imageOrientation: "from-image", ...scaled });
    // Whether the resize comes before the turn is left open (whatwg/html#7210): a quarter-turned
    // photo resized first comes out with its sides swapped, and asked for the swapped size, as asked.
    if (scaledTo && bitmap.width !== scaledTo.width) {
      bitmap.close();
      bitmap = await createImageBitmap(file, {
        imageOrientation: "from-image",
        resizeWidth: scaledTo.height,
        resizeHeight: scaledTo.width,
        resizeQuality: "high",
      });
    }
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  } catch (error) {
    if (!(error instanceof TypeError) || typeof Image !== "function") throw error;
    // An <img> decodes the whole picture: a photo over decodeWholeUpTo is decoded at its size instead.
    return scaledTo && header ? decodedAsStored(file, header, scaledTo) : decodedAsImage(file);
  }
}

/**
 * A 2x1 JPEG whose EXIF orientation (6) turns it a quarter: an engine that applies EXIF when
 * asked for no orientation decodes it 1x2.
 */
const quarterTurnedProbe =
  "/9j/4QAiRXhpZgAATU0AKgAAAAgAAQESAAMAAAABAAYAAAAAAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAIDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AAA//2Q==";

/**
 * Whether the engine turns a photo by its EXIF when asked for no orientation. Engines older than
 * "from-image" differ: the option's old default, "none", was to apply it (whatwg/html#8085), yet
 * some decoded a Blob as stored all the same (whatwg/html#7210).
 */
async function turnsByDefault(): Promise<boolean> {
  const bytes = Uint8Array.from(atob(quarterTurnedProbe), (char) => char.charCodeAt(0));
  const probe = await createImageBitmap(new Blob([bytes], { type: "image/jpeg" }));
  const turns = probe.height > probe.width;
  probe.close();
  return turns;
}

/**
 * A photo over decodeWholeUpTo on an engine without "from-image": decoded straight to its
 * prepared size as stored, and turned upright as it is drawn where the engine did not turn it.
 * Decision 201.
 */
async function decodedAsStored(file: File, header: JpegHeader, scaledTo: PixelSize): Promise<Decoded> {
  const quarter = header.orientation >= 5;
  const asStored = quarter ? { width: scaledTo.height, height: scaledTo.width } : scaledTo;
  const turns = header.orientation !== 1 && (await turnsByDefault());
  // An engine that turns the photo may resize before or after (whatwg/html#7210): given the width
  // alone it keeps the proportions either way, and is never smaller than needed.
  const bitmap = await createImageBitmap(file, {
    resizeWidth: asStored.width,
    ...(turns ? {} : { resizeHeight: asStored.height }),
    resizeQuality: "high",
  });
  // Its shape says whether a quarter-turned oblong photo was turned, whatever the probe said; an
  // engine that ignored the size gives the whole picture, drawn scaled all the same.
  const landscape = (size: PixelSize) => size.width > size.height;
  const turned = quarter && header.width !== header.height ? landscape(bitmap) !== landscape(header) : turns;
  const orientation = turned ? 1 : header.orientation;
  return { source: bitmap, ...scaledTo, orientation, close: () => bitmap.close() };
}

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

type Transform = [a: number, b: number, c: number, d: number, e: number, f: number];

/**
 * The canvas transform that draws a picture stored with this EXIF orientation upright on a canvas
 * of `size` (upright): 2-4 mirror or turn it half, 5-8 swap its sides (6 a quarter clockwise).
 */
function uprightTransform(orientation: number, { width: w, height: h }: PixelSize): Transform {
  const transforms: Record<number, Transform> = {
    2: [-1, 0, 0, 1, w, 0],
    3: [-1, 0, 0, -1, w, h],
    4: [1, 0, 0, -1, 0, h],
    5: [0, 1, 1, 0, 0, 0],
    6: [0, 1, -1, 0, w, 0],
    7: [0, -1, -1, 0, w, h],
    8: [0, -1, 1, 0, 0, h],
  };
  return transforms[orientation] ?? [1, 0, 0, 1, 0, 0];
}

function draw(context: Canvas2D | null, picture: Decoded, size: PixelSize): void {
  if (!context) throw new Error("this browser cannot draw pictures (no 2D canvas)");
  // A photo with transparency (a PNG) is laid on white, as a JPEG has none.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = "high";
  // A picture still as stored is drawn through the turn that makes it upright: a quarter-turned one
  // is laid along the canvas's other sides.
  const orientation = picture.orientation ?? 1;
  context.setTransform(...uprightTransform(orientation, size));
  const [width, height] = orientation >= 5 ? [size.height, size.width] : [size.width, size.height];
  context.drawImage(picture.source, 0, 0, width, height);
}

async function encodedOffscreen(picture: Decoded, size: PixelSize, quality: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(size.width, size.height);
  draw(canvas.getContext("2d"), picture, size);
  return canvas.convertToBlob({ type: "image/jpeg", quality });
}

async function encodedOnPage(picture: Decoded, size: PixelSize, quality: number): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  draw(canvas.getContext("2d"), picture, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("this browser could not write the photo as a JPEG"))),
      "image/jpeg",
      quality,
    ),
  );
}

/** An off-screen canvas where the engine has one that works, else a plain canvas. */
async function encode(picture: Decoded, size: PixelSize, quality: number): Promise<Blob> {
  if (typeof OffscreenCanvas === "function") {
    try {
      return await encodedOffscreen(picture, size, quality);
    } catch {
      // No context, or no JPEG from it (older Safari): the page's own canvas does both.
    }
  }
  return encodedOnPage(picture, size, quality);
}

/** Whether a picked file can go up as it is: a JPEG already within the bounds, upright, with no metadata. */
const readyAsIs = (header: JpegHeader | undefined, target: PixelSize) =>
  header !== undefined &&
  header.orientation === 1 &&
  header.metadata.length === 0 &&
  header.width === target.width &&
  header.height === target.height;

/**
 * Prepares a picked photo for a slot that needs at least `bounds` (app/content/image-presets.ts,
 * `slotBounds`). Throws PhotoRefused for a HEIC photo or a file the browser cannot read as a
 * picture.
 */
export async function preparePhoto(file: File, bounds: PixelSize, quality = preparedQuality): Promise<PreparedPhoto> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (isHeif(file, bytes)) throw new PhotoRefused("heif", file.name);
  const header = readJpegHeader(bytes);
  // The size upright, from the header (orientations 5-8 turn the picture a quarter).
  const stored = header?.width
    ? header.orientation >= 5
      ? { width: header.height, height: header.width }
      : header
    : undefined;
  const pixels = stored ? stored.width * stored.height : 0;
  if (pixels > maxPixels) throw new PhotoRefused("too-large", file.name);
  const scaledTo = stored && pixels > decodeWholeUpTo ? preparedSize(stored, bounds) : undefined;
  let picture: Decoded;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PhotoRefused("stalled", file.name)), decodeLimit);
  });
  try {
    picture = await Promise.race([decodedUpright(file, scaledTo, header), stalled]);
  } catch (error) {
    throw error instanceof PhotoRefused ? error : new PhotoRefused("unreadable", file.name);
  } finally {
    clearTimeout(timer);
  }
  try {
    const source =
      scaledTo && stored
        ? { width: stored.width, height: stored.height }
        : { width: picture.width, height: picture.height };
    const before = { name: file.name, bytes: file.size, ...source };
    const target = preparedSize(source, bounds);
    if (readyAsIs(header, target)) return { file, before, after: before, removed: [], asPicked: true };
    const blob = await encode(picture, target, quality);
    const name = jpegName(file.name);
    const prepared = new File([blob], name, { type: "image/jpeg", lastModified: file.lastModified });
    const left = readJpegHeader(new Uint8Array(await blob.arrayBuffer()))?.metadata ?? [];
    const removed = (header?.metadata ?? []).filter((kind) => !left.includes(kind));
    return { file: prepared, before, after: { name, bytes: prepared.size, ...target }, removed, asPicked: false };
  } finally {
    picture.close();
  }
}
