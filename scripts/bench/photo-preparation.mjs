// @ts-check
/**
 * What preparing a phone's photo on the job page costs and keeps (app/owner/photo-preparation/,
 * decision 108). `npm run bench` times it through `openPreparationPage` (bench/owner-pages.mjs);
 * `node scripts/bench/photo-preparation.mjs` measures the rest once.
 *
 * The master is a 4032x3024 JPEG at quality 92 carrying EXIF with a GPS position, as a phone
 * writes it: one of the site's pictures enlarged, with sensor-like grain so that it encodes like
 * a photograph. In Chromium, the job page's own module prepares it for a gallery photo:
 * - at each JPEG quality of a grid (and WebP at the same), the bytes and the SSIM of the result
 *   against the master at the same size (scripts/image-quality.mjs), and the SSIM of what
 *   visitors get (the build's JPEG at 800 px) made from it rather than from the master;
 * - with the CPU 4x slower (Chromium's own throttling), the time to prepare, median of RUNS;
 * - the host's build: the time its nine encodings of the photo take (sharp, as
 *   vite-imagetools runs them), from the 12 MP master and from the prepared photo.
 * Environment: CHROMIUM_PATH, BENCH_RUNS (5).
 */
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { chromium } from "playwright-core";
import sharp from "sharp";
import { build } from "vite";

import { importContentModule } from "../content-module.mjs";
import { chromiumArgs, findChromium } from "../chromium.mjs";
import { ssim } from "../image-quality.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** @returns {Promise<typeof import("../../app/content/image-presets.ts")>} */
const presets = () => importContentModule("image-presets.ts");
const grid = [0.7, 0.75, 0.8, 0.85, 0.9, 0.95];

/** A phone's photo: 4032x3024, quality 92, with the camera's details and where it was taken. */
export async function phonePhoto() {
  const [width, height] = [4032, 3024];
  const base = await sharp(path.join(root, "app/assets/images/heroes/drives-and-landscapes.jpg"))
    .resize(width, height)
    .toBuffer();
  const grain = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 16 } },
  })
    .png()
    .toBuffer();
  return sharp(base)
    .composite([{ input: grain, blend: "soft-light" }])
    .withExif({
      IFD0: { Make: "Phone maker", Model: "Phone 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 38/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 36/1 0/1" },
    })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The job page's module, bundled for the page. */
async function preparationModule() {
  const built = await build({
    configFile: false,
    root,
    logLevel: "error",
    build: {
      write: false,
      lib: { entry: path.join(root, "app/owner/photo-preparation/prepare-photo.ts"), formats: ["es"] },
    },
  });
  const [output] = /** @type {import("vite").Rollup.RollupOutput[]} */ (Array.isArray(built) ? built : [built]);
  const chunk = output?.output[0];
  if (!chunk || chunk.type !== "chunk") throw new Error("photo-preparation: the module did not bundle");
  return chunk.code;
}

/** @param {Buffer} image */
const luma = async (image) => {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
};

/** @param {Buffer} a @param {Buffer} b */
const similarity = async (a, b) => {
  const [x, y] = [await luma(a), await luma(b)];
  return ssim(x.data, y.data, x.width, x.height);
};

const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * What a prepared photo is: its bytes, pixel size, the metadata it still carries that could say
 * where or with what it was taken (EXIF, XMP, IPTC, as sharp reads them), and the bytes of its
 * colour profile, which says neither (Chromium writes one into every JPEG it encodes).
 * @param {Buffer} photo
 */
export async function photoFacts(photo) {
  const metadata = await sharp(photo).metadata();
  const kinds = /** @type {const} */ (["exif", "xmp", "iptc"]);
  return {
    bytes: photo.length,
    width: metadata.width,
    height: metadata.height,
    metadata: kinds.filter((kind) => metadata[kind] !== undefined),
    colourProfileBytes: metadata.icc?.length ?? 0,
  };
}

/**
 * A page in Chromium that prepares the phone's photo with the job page's own module, for a
 * gallery photo's slot as the job page asks (app/owner/new-job/photo-step.tsx).
 * @param {{ executablePath?: string, args?: string[] }} [browserOptions]
 */
export async function openPreparationPage({ executablePath = findChromium(), args = chromiumArgs } = {}) {
  const bounds = (await presets()).slotBounds("photo");
  const master = await phonePhoto();
  const code = await preparationModule();
  const server = http.createServer((request, response) => {
    if (request.url === "/prepare-photo.js") response.writeHead(200, { "content-type": "text/javascript" }).end(code);
    else if (request.url === "/master.jpg") response.writeHead(200, { "content-type": "image/jpeg" }).end(master);
    else response.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>bench</title>");
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath, args });
  const page = await browser.newPage();
  await page.goto(`${origin}/`);
  const cdp = await page.context().newCDPSession(page);

  /**
   * Prepares the master in the page as the job page does, with the CPU `cpuSlowdown` times
   * slower; gives the result, the metadata removed and the time preparePhoto took.
   */
  const prepare = async (cpuSlowdown = 1) => {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    const { base64, removed, ms } = await page.evaluate(
      async ({ bounds }) => {
        const { preparePhoto } = await import(/* @vite-ignore */ `${location.origin}/prepare-photo.js`);
        const blob = await (await fetch("/master.jpg")).blob();
        const file = new File([blob], "IMG_0001.JPG", { type: "image/jpeg" });
        const started = performance.now();
        /** @type {{ file: File, removed: string[] }} */
        const result = await preparePhoto(file, bounds);
        const ms = performance.now() - started;
        const bytes = new Uint8Array(await result.file.arrayBuffer());
        let binary = "";
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return { base64: btoa(binary), removed: result.removed, ms };
      },
      { bounds },
    );
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    return { prepared: Buffer.from(base64, "base64"), removed, ms };
  };

  const close = async () => {
    await browser.close();
    server.close();
  };
  return { master, bounds, page, prepare, close };
}

/**
 * The quality grid: each JPEG and WebP quality's bytes and SSIM, drawn in the page as the module
 * draws (PNG: the lossless reference the encodings are scored against).
 * @param {Awaited<ReturnType<typeof openPreparationPage>>} session
 */
async function qualityGrid({ master, bounds, page }) {
  const { imagePresets } = await presets();
  /** What visitors get of a master: the build's JPEG at 800 px. */
  const served = (/** @type {Buffer} */ photo) =>
    sharp(photo).resize({ width: 800 }).jpeg({ quality: imagePresets.photo.quality.jpeg }).toBuffer();
  /** @param {string} type @param {number} quality */
  const encodeInPage = async (type, quality) =>
    Buffer.from(
      await page.evaluate(
        async ({ bounds, type, quality }) => {
          const bitmap = await createImageBitmap(await (await fetch("/master.jpg")).blob());
          const canvas = new OffscreenCanvas(bounds.width, bounds.height);
          const context = /** @type {OffscreenCanvasRenderingContext2D} */ (canvas.getContext("2d"));
          context.imageSmoothingQuality = "high";
          context.drawImage(bitmap, 0, 0, bounds.width, bounds.height);
          const bytes = new Uint8Array(await (await canvas.convertToBlob({ type, quality })).arrayBuffer());
          let binary = "";
          for (const byte of bytes) binary += String.fromCharCode(byte);
          return btoa(binary);
        },
        { bounds, type, quality },
      ),
      "base64",
    );

  const reference = await encodeInPage("image/png", 1);
  const servedFromMaster = await served(master);
  const masterAt800 = await sharp(master).resize({ width: 800 }).toBuffer();
  const lanczos = await sharp(master).resize(bounds.width, bounds.height).toBuffer();
  console.log(
    `Master: 4032x3024, ${(master.length / 1024).toFixed(0)} KB; prepared for a photo slot at ${bounds.width}x${bounds.height}.`,
  );
  console.log(
    `The browser's scaling against sharp's Lanczos: SSIM ${(await similarity(lanczos, reference)).toFixed(4)}.` +
      ` What visitors get from the master itself (JPEG ${imagePresets.photo.quality.jpeg} at 800 px): SSIM ${(await similarity(masterAt800, servedFromMaster)).toFixed(4)}.\n`,
  );
  console.log("| format | quality | KB | SSIM vs the master at that size | SSIM of what visitors get |");
  console.log("| --- | --- | --- | --- | --- |");
  for (const type of ["image/jpeg", "image/webp"])
    for (const quality of grid) {
      const prepared = await encodeInPage(type, quality);
      const visitors = await similarity(masterAt800, await served(prepared));
      console.log(
        `| ${type.slice(6)} | ${quality} | ${(prepared.length / 1024).toFixed(0)} | ${(await similarity(reference, prepared)).toFixed(4)} | ${visitors.toFixed(4)} |`,
      );
    }
}

/** The build's nine encodings of one photo (three widths, three formats), in ms. */
export async function buildTime(/** @type {Buffer} */ master) {
  const { imagePresets } = await presets();
  const started = performance.now();
  for (const width of imagePresets.photo.widths)
    for (const format of /** @type {const} */ (["avif", "webp", "jpeg"]))
      await sharp(master)
        .resize({ width })
        .toFormat(format, { quality: imagePresets.photo.quality[format], effort: imagePresets.photo.effort[format] })
        .toBuffer();
  return performance.now() - started;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const session = await openPreparationPage();
  try {
    await qualityGrid(session);
    const timed = [];
    for (let run = 0; run < runs; run++) timed.push(await session.prepare(4));
    const last = /** @type {(typeof timed)[number]} */ (timed.at(-1));
    const facts = await photoFacts(last.prepared);
    console.log(
      `\nPrepared as the job page prepares it, CPU 4x slower: ${median(timed.map((each) => each.ms)).toFixed(0)} ms (median of ${runs}),` +
        ` ${(facts.bytes / 1024).toFixed(0)} KB, ${facts.width}x${facts.height},` +
        ` metadata left: ${facts.metadata.join(", ") || "none"} (colour profile: ${facts.colourProfileBytes} bytes); removed: ${last.removed.join(", ")}`,
    );
    const fromMaster = [];
    const fromPrepared = [];
    for (let run = 0; run < 3; run++) {
      fromMaster.push(await buildTime(session.master));
      fromPrepared.push(await buildTime(last.prepared));
    }
    console.log(
      `The build's nine encodings of the photo: ${median(fromMaster).toFixed(0)} ms from the master, ${median(fromPrepared).toFixed(0)} ms from the prepared photo (median of 3).`,
    );
  } finally {
    await session.close();
  }
}
