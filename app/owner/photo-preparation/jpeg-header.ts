/**
 * What a JPEG file's header says, read without decoding the picture: its stored size, its EXIF
 * orientation, and the metadata blocks it carries. The editor names what preparing a photo
 * removed from these (the place it was taken, the camera's details), and reads the output the same
 * way before saying so.
 */
import type { PixelSize } from "./prepared-size.ts";

/**
 * A kind of metadata a photo can carry: `location` the GPS position, `camera` the EXIF block
 * (device, time, settings), `maker-notes` the maker's own block inside it, `xmp` Adobe's XML
 * (often the location again), `iptc` captions and credits, `icc` a colour profile, `comment` a
 * free-text comment.
 */
export type MetadataKind = "location" | "camera" | "maker-notes" | "xmp" | "iptc" | "icc" | "comment";

export type JpegHeader = PixelSize & { orientation: number; metadata: MetadataKind[] };

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** Start-of-frame markers (C0-CF, less DHT, JPG and DAC) carry the picture's size. */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

type TiffFacts = { orientation: number; metadata: MetadataKind[] };

/** One IFD's entries: tag -> the entry's offset in the TIFF block. */
function ifdEntries(tiff: DataView, offset: number, little: boolean): Map<number, number> {
  const entries = new Map<number, number>();
  if (offset + 2 > tiff.byteLength) return entries;
  const count = tiff.getUint16(offset, little);
  for (let index = 0; index < count; index++) {
    const entry = offset + 2 + index * 12;
    if (entry + 12 > tiff.byteLength) break;
    entries.set(tiff.getUint16(entry, little), entry);
  }
  return entries;
}

/** The EXIF block (a TIFF structure after "Exif\0\0"): its orientation and what it holds. */
function readExif(tiff: DataView): TiffFacts {
  const facts: TiffFacts = { orientation: 1, metadata: ["camera"] };
  if (tiff.byteLength < 8) return facts;
  const little = tiff.getUint16(0, false) === 0x4949;
  const ifd0 = ifdEntries(tiff, tiff.getUint32(4, little), little);
  const orientation = ifd0.get(0x0112);
  if (orientation !== undefined) facts.orientation = tiff.getUint16(orientation + 8, little);
  const gps = ifd0.get(0x8825);
  if (gps !== undefined && ifdEntries(tiff, tiff.getUint32(gps + 8, little), little).size > 0)
    facts.metadata.push("location");
  const exif = ifd0.get(0x8769);
  if (exif !== undefined && ifdEntries(tiff, tiff.getUint32(exif + 8, little), little).has(0x927c))
    facts.metadata.push("maker-notes");
  return facts;
}

/** The metadata an APPn or comment segment is, by its marker and signature. */
function segmentKind(marker: number, bytes: Uint8Array, start: number, length: number): MetadataKind | undefined {
  if (marker === 0xfe) return "comment";
  if (marker === 0xe1 && ascii(bytes, start, 28) === "http://ns.adobe.com/xap/1.0/") return "xmp";
  if (marker === 0xe2 && ascii(bytes, start, 11) === "ICC_PROFILE") return "icc";
  if (marker === 0xed && length >= 13 && ascii(bytes, start, 13) === "Photoshop 3.0") return "iptc";
  return undefined;
}

/** The header of a JPEG file; undefined when the bytes are not a JPEG. */
export function readJpegHeader(bytes: Uint8Array): JpegHeader | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header: JpegHeader = { width: 0, height: 0, orientation: 1, metadata: [] };
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes and markers without a length (RSTn, TEM).
    if (marker === 0xff || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = view.getUint16(offset + 2);
    const start = offset + 4;
    if (marker === 0xda || marker === 0xd9) break;
    if (isFrame(marker) && start + 5 <= bytes.length) {
      header.height = view.getUint16(start + 1);
      header.width = view.getUint16(start + 3);
    } else if (marker === 0xe1 && ascii(bytes, start, 6) === "Exif\0\0") {
      const size = Math.max(0, Math.min(length - 8, bytes.length - start - 6));
      const exif = readExif(new DataView(bytes.buffer, bytes.byteOffset + start + 6, size));
      header.orientation = exif.orientation;
      header.metadata.push(...exif.metadata);
    } else {
      const kind = segmentKind(marker, bytes, start, length - 2);
      if (kind) header.metadata.push(kind);
    }
    offset = start + length - 2;
  }
  header.metadata = [...new Set(header.metadata)];
  return header;
}
