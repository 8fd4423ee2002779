import sharp from "sharp";

/**
 * A photo as a phone's camera writes it: 12 MP, with the camera's details and the GPS position
 * where it was taken; held sideways (`orientation: 6`), it is stored 4032x3024 to be shown upright.
 */
export const phonePhoto = ({ sideways = true, colour = { r: 150, g: 160, b: 120 } } = {}) =>
  sharp({ create: { width: 4032, height: 3024, channels: 3, background: colour } })
    .withExif({
      IFD0: { Make: "Phone maker", Model: "Phone 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 38/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 36/1 0/1" },
    })
    .withMetadata(sideways ? { orientation: 6 } : {})
    .jpeg({ quality: 92 })
    .toBuffer();

/** What a written photo carries, read with sharp rather than with the site's own reader. */
export async function photoFacts(bytes: Buffer) {
  const metadata = await sharp(bytes).metadata();
  return {
    format: metadata.format,
    width: metadata.width,
    height: metadata.height,
    exif: metadata.exif !== undefined,
    xmp: metadata.xmp !== undefined,
    orientation: metadata.orientation,
  };
}
