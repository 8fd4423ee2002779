// @ts-check
/**
 * A link as a QR code a camera reads, drawn with `qrcode-generator`. Plain JavaScript, so the
 * owner's functions (the devices page's invite) and the build (the review link's code, drawn once
 * for the job page) draw it the same way.
 */
import qrcode from "qrcode-generator";

/**
 * The code as an SVG image's address: one path, a rectangle for each run of dark modules in a
 * row, inside the four modules of quiet space a reader needs.
 * @param {string} link
 */
export function qrCodeImage(link) {
  const code = qrcode(0, "M");
  code.addData(link);
  code.make();
  const count = code.getModuleCount();
  const runs = [];
  for (let row = 0; row < count; row += 1)
    for (let column = 0; column < count; column += 1) {
      if (!code.isDark(row, column)) continue;
      const start = column;
      while (column + 1 < count && code.isDark(row, column + 1)) column += 1;
      runs.push(`M${start + 4} ${row + 4}h${column - start + 1}v1H${start + 4}z`);
    }
  const size = count + 8;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${runs.join("")}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
