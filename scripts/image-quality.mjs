// @ts-check
/**
 * How close an encoded image is to its master: the structural similarity (SSIM) of their
 * luma, averaged over 8x8 windows (Wang et al., 2004, with the usual constants). 1 is identical;
 * photographs encoded at settings people call "visually lossless" score about 0.95-0.98.
 */

/**
 * @param {Uint8Array} a  Luma, one byte per pixel, row by row.
 * @param {Uint8Array} b  The same size as `a`.
 * @param {number} width
 * @param {number} height
 */
export function ssim(a, b, width, height) {
  if (a.length !== width * height || b.length !== a.length) throw new Error("ssim: the images differ in size");
  const window = 8;
  const step = 4;
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let total = 0;
  let count = 0;
  for (let top = 0; top + window <= height; top += step) {
    for (let left = 0; left + window <= width; left += step) {
      let sumA = 0;
      let sumB = 0;
      let sumAA = 0;
      let sumBB = 0;
      let sumAB = 0;
      for (let y = top; y < top + window; y++) {
        for (let x = left; x < left + window; x++) {
          const i = y * width + x;
          const va = /** @type {number} */ (a[i]);
          const vb = /** @type {number} */ (b[i]);
          sumA += va;
          sumB += vb;
          sumAA += va * va;
          sumBB += vb * vb;
          sumAB += va * vb;
        }
      }
      const n = window * window;
      const meanA = sumA / n;
      const meanB = sumB / n;
      const varA = sumAA / n - meanA * meanA;
      const varB = sumBB / n - meanB * meanB;
      const cov = sumAB / n - meanA * meanB;
      total += ((2 * meanA * meanB + c1) * (2 * cov + c2)) / ((meanA ** 2 + meanB ** 2 + c1) * (varA + varB + c2));
      count++;
    }
  }
  return count ? total / count : 1;
}

/**
 * The Y, Cb and Cr planes (BT.601, full range, as JPEG defines them) of interleaved RGB pixels.
 * @param {Uint8Array} rgb  Three bytes per pixel, row by row.
 */
function ycbcrPlanes(rgb) {
  const pixels = rgb.length / 3;
  const planes = { y: new Uint8Array(pixels), cb: new Uint8Array(pixels), cr: new Uint8Array(pixels) };
  for (let i = 0; i < pixels; i++) {
    const r = /** @type {number} */ (rgb[3 * i]);
    const g = /** @type {number} */ (rgb[3 * i + 1]);
    const b = /** @type {number} */ (rgb[3 * i + 2]);
    planes.y[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    planes.cb[i] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
    planes.cr[i] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
  }
  return planes;
}

/**
 * SSIM of each of Y, Cb and Cr: luma SSIM alone does not see chroma subsampling or colour
 * shifts, which show on edges between colours (a red brick against green grass).
 * @param {Uint8Array} a  Interleaved RGB.
 * @param {Uint8Array} b  The same size as `a`.
 * @param {number} width
 * @param {number} height
 */
export function colourSsim(a, b, width, height) {
  if (a.length !== width * height * 3 || b.length !== a.length) throw new Error("ssim: the images differ in size");
  const [pa, pb] = [ycbcrPlanes(a), ycbcrPlanes(b)];
  return {
    y: ssim(pa.y, pb.y, width, height),
    cb: ssim(pa.cb, pb.cb, width, height),
    cr: ssim(pa.cr, pb.cr, width, height),
  };
}
