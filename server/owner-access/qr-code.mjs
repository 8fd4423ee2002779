// @ts-check
/**
 * A link as a QR code a camera reads, drawn with `qrcode-generator`. Plain JavaScript, so the
 * owner's functions (the devices page's invite) and the build (the review link's code, drawn once
 * for the job page) draw it the same way.
 */
import qrcode from "qrcode-generator";

/**
 * The code as an SVG image: one stroked path, a line one module tall for each run of dark modules
 * in a row, moving relatively within a row, inside the four modules of quiet space a reader needs.
 * Relative moves keep the numbers small and alike, so the drawing stays small.
 * @param {string} link
 */
export function qrCodeSvg(link) {
  const code = qrcode(0, "M");
  code.addData(link);
  code.make();
  const count = code.getModuleCount();
  const rows = [];
  for (let row = 0; row < count; row += 1) rows.push(rowPath(code, row, count));
  const size = count + 8;
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${size} ${size}' shape-rendering='crispEdges'><rect width='${size}' height='${size}' fill='#fff'/><path stroke='#000' d='${rows.join("")}'/></svg>`;
}

/**
 * The code as an SVG image's address, for a page that carries it inline (the devices page's invite).
 * Single quotes in the drawing, and only the characters a data URL must escape escaped (as
 * mini-svg-data-uri does): spaces and quotes are valid there.
 * @param {string} link
 */
export function qrCodeImage(link) {
  return `data:image/svg+xml,${qrCodeSvg(link).replace(/[%#<>]/g, (character) => encodeURIComponent(character))}`;
}

/**
 * One row's dark runs as path data: an absolute move to the row's middle line, then for each run a
 * relative move past the light modules before it, if any, and a horizontal line across it.
 * @param {{ isDark(row: number, column: number): boolean }} code
 * @param {number} row
 * @param {number} count
 */
function rowPath(code, row, count) {
  let path = `M4 ${row + 4.5}`;
  let pen = 0;
  for (let column = 0; column < count; column += 1) {
    if (!code.isDark(row, column)) continue;
    const start = column;
    while (column + 1 < count && code.isDark(row, column + 1)) column += 1;
    path += `${start > pen ? `m${start - pen} 0` : ""}h${column - start + 1}`;
    pen = column + 1;
  }
  return path;
}
