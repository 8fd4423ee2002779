// @ts-check
/**
 * `npm run bench -- --build-cost`: what one new job adds to the host's build, with its photo as a
 * phone writes it (4032x3024, JPEG 92, EXIF with GPS: photo-preparation.mjs's master) and as the
 * job page prepares it (that master through the job page's own module in Chromium).
 *
 * A copy of the project (e2e/support/project-copy.ts) gets its own image cache, a copy of this
 * one's, warmed by one build of the copy as it is. Then, round after round, each of three builds
 * starts from that same warm cache: the copy as it is, with the phone's photo as a new project in
 * content/galleries.yml, and with the prepared photo there instead. Only the new photo's
 * encodings differ; this project's own cache is never written. Each build is `npm run build`'s
 * script, timed from start to exit. Writes bench/results-build-cost.json and .md; `npm run bench`
 * adds that section to bench/results.md. Environment: BENCH_RUNS (rounds, 2), CHROMIUM_PATH.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { parseDocument } from "yaml";

import { copyProject, removeProject } from "../../e2e/support/project-copy.ts";
import {
  addProjects,
  asFreshClone,
  folderBytes,
  generatePhotos,
  growthMarkdown,
  restoreEncodings,
  treeHash,
} from "./build-growth.mjs";
import { median, writeFormatted } from "./report.mjs";
import { buildTime, openPreparationPage, phonePhoto, photoFacts } from "./photo-preparation.mjs";

const resultsName = "results-build-cost";
/** Where the new job's photo goes, named as the job page names one (app/owner/new-job/job.ts). */
const newPhoto = "projects/new-patio-20261126-1200.jpg";
/** The target for the time one new job adds to a build, in seconds. */
const targetSeconds = 1;

/**
 * The galleries file with one more project first in its list, as the job page adds one.
 * @param {string} text
 * @param {string} image  below app/assets/images
 */
export function galleriesWithProject(text, image) {
  const document = parseDocument(text);
  const projects = document.get("projects");
  if (!projects || typeof projects !== "object" || !("items" in projects) || !Array.isArray(projects.items))
    throw new Error("build-cost: content/galleries.yml has no projects list");
  const item = {
    image,
    caption: "New sandstone patio, Marlow",
    alt: "A new patio of buff sandstone flags beside a lawn",
  };
  projects.items.unshift(document.createNode(item));
  return document.toString();
}

/** @param {string} dir @returns {number} */
const fileCount = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
    : 0;

/**
 * CPU time in ms from bash's `times`: its second line is the waited-for children's user and
 * system time, every process the build started included.
 * @param {string} text
 */
export function childrenCpuMs(text) {
  const line = text.trim().split("\n")[1] ?? "";
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(([, minutes, secs]) => Number(minutes) * 60 + Number(secs));
  if (parts.length !== 2)
    throw new Error(`build-cost: bash's times printed no children's line: ${JSON.stringify(text)}`);
  const [user = 0, system = 0] = parts;
  return (user + system) * 1000;
}

/**
 * Runs the copy's build; resolves with its wall time and its CPU time (every process it started)
 * in ms, or rejects with its output. CPU time is what the build costs whatever else the machine
 * runs; wall time is what a host waits for.
 * @param {string} copy
 * @returns {Promise<{ ms: number, cpuMs: number }>}
 */
function timedBuild(copy, args = ["scripts/build.mjs"], showOutput = false) {
  // A build's React must be the production one whatever this process has loaded (Vite sets
  // NODE_ENV when it runs a module), as scripts/build.mjs says of its own steps.
  const env = { ...process.env };
  delete env.NODE_ENV;
  const started = performance.now();
  const script = '"$0" "$@"; status=$?; times >&3; exit $status';
  return new Promise((resolve, reject) => {
    const child = spawn("bash", ["-c", script, process.execPath, ...args], {
      cwd: copy,
      env,
      stdio: ["ignore", "pipe", "pipe", "pipe"],
    });
    let output = "";
    let times = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      if (showOutput) process.stdout.write(chunk);
    });
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.stdio[3]?.on("data", (chunk) => (times += chunk));
    child.once("close", (code) =>
      code === 0
        ? resolve({ ms: performance.now() - started, cpuMs: childrenCpuMs(times) })
        : reject(new Error(`the copy's build failed:\n${output}`)),
    );
  });
}

/**
 * @typedef {{ name: string, bytes?: number, width?: number, height?: number, ms: number[], cpuMs?: number[], newEncodings: number[], encodingMs: number[] }} BuildCostRow
 * @typedef {{ date: string, load: string, rounds: number, rows: BuildCostRow[], growth?: import("./build-growth.mjs").GrowthRow[] }} BuildCost
 */

/** The two photos of one new job, and none. */
async function photosToAdd() {
  const session = await openPreparationPage();
  try {
    const { prepared } = await session.prepare(1);
    return [
      { name: "no new job", photo: undefined },
      { name: "phone's photo", photo: await phonePhoto() },
      { name: "prepared photo", photo: prepared },
    ];
  } finally {
    await session.close();
  }
}

/**
 * Builds of the copy at its current galleries, round after round: from a fresh clone's state,
 * then warm, then with each new job's photo (the copy put back after each). Returns the rows of
 * the one-new-job table and the growth row.
 * @param {string} copy  @param {string} committed  the committed encodings folder's copy
 * @param {{ name: string, photo: Buffer | undefined }[]} variants  @param {number} rounds
 */
async function measureGalleries(copy, committed, variants, rounds) {
  const store = path.join(copy, "app/assets/encodings");
  const galleries = readFileSync(path.join(copy, "content/galleries.yml"), "utf8");
  const photos = fileCount(path.join(copy, "app/assets/images"));
  /** @type {BuildCostRow[]} */
  const rows = [];
  for (const { name, photo } of variants)
    rows.push({ name, ...(photo ? await photoFacts(photo) : {}), ms: [], cpuMs: [], newEncodings: [], encodingMs: [] });
  /** @type {import("./build-growth.mjs").GrowthRow} */
  const growth = {
    photos,
    freshMs: [],
    warmMs: [],
    newJobMs: [],
    cpu: { freshMs: [], warmMs: [], newJobMs: [] },
    newJobEncodings: [],
    identical: [],
    encodingsBytes: folderBytes(committed),
  };
  for (let round = 1; round <= rounds; round++) {
    asFreshClone(copy, committed);
    const freshBuild = await timedBuild(copy);
    growth.freshMs.push(freshBuild.ms);
    growth.cpu?.freshMs.push(freshBuild.cpuMs);
    const fresh = treeHash(path.join(copy, "build/client"));
    console.log(`[${photos} photos, ${round}/${rounds}] fresh clone: built in ${seconds(growth.freshMs.at(-1))} s`);
    for (const [index, { name, photo }] of variants.entries()) {
      const photoFile = path.join(copy, "app/assets/images", newPhoto);
      if (photo) writeFileSync(photoFile, photo);
      writeFileSync(
        path.join(copy, "content/galleries.yml"),
        photo ? galleriesWithProject(galleries, newPhoto) : galleries,
      );
      const { ms, cpuMs } = await timedBuild(copy);
      const row = /** @type {BuildCostRow} */ (rows[index]);
      row.ms.push(ms);
      row.cpuMs?.push(cpuMs);
      row.newEncodings.push(fileCount(store) - fileCount(committed));
      if (!photo) growth.identical.push(treeHash(path.join(copy, "build/client")) === fresh);
      rmSync(photoFile, { force: true });
      writeFileSync(path.join(copy, "content/galleries.yml"), galleries);
      restoreEncodings(copy, committed);
      // The same nine encodings alone, one after another: the build's difference is within its noise.
      if (photo && photos < 100) row.encodingMs.push(await buildTime(photo));
      console.log(
        `[${photos} photos, ${round}/${rounds}] ${name}: built in ${seconds(ms)} s (CPU ${seconds(cpuMs)} s), ${row.newEncodings.at(-1)} new encodings`,
      );
    }
    growth.warmMs.push(/** @type {number} */ (rows[0]?.ms.at(-1)));
    growth.newJobMs.push(/** @type {number} */ (rows.at(-1)?.ms.at(-1)));
    growth.cpu?.warmMs.push(/** @type {number} */ (rows[0]?.cpuMs?.at(-1)));
    growth.cpu?.newJobMs.push(/** @type {number} */ (rows.at(-1)?.cpuMs?.at(-1)));
    growth.newJobEncodings.push(/** @type {number} */ (rows.at(-1)?.newEncodings.at(-1)));
  }
  return { rows, growth };
}

/** @param {number | undefined} ms */
const seconds = (ms) => ((ms ?? NaN) / 1000).toFixed(1);

/**
 * The galleries grown to `target` photos in the copy, and every photo encoded again on purpose
 * (`npm run make -- encodings --all`), timed; the encodings it made become the committed ones.
 * @param {string} copy  @param {string} committed  @param {number} target
 */
async function growGalleries(copy, committed, target) {
  const count = target - fileCount(path.join(copy, "app/assets/images"));
  console.log(`Growing the galleries to ${target} photos: ${count} generated photos of a job page's size...`);
  addProjects(copy, await generatePhotos(copy, count), galleriesWithProject);
  console.log(`Encoding all ${target} photos again, on purpose (npm run make -- encodings --all)...`);
  const { ms: reencodeMs, cpuMs } = await timedBuild(copy, ["scripts/encode-images.mjs", "--all"], true);
  console.log(
    `Encoded all ${target} photos in ${(reencodeMs / 60_000).toFixed(1)} min (CPU ${(cpuMs / 60_000).toFixed(1)} min)`,
  );
  rmSync(committed, { recursive: true, force: true });
  cpSync(path.join(copy, "app/assets/encodings"), committed, { recursive: true });
  return { reencodeMs, reencodeCpuMs: cpuMs };
}

/** @param {string} benchDir */
export async function measureBuildCost(benchDir) {
  const rounds = Number(process.env.BENCH_RUNS ?? 2);
  const largeRounds = Number(process.env.BENCH_RUNS_LARGE ?? 1);
  const target = Number(process.env.BENCH_PHOTOS ?? 300);
  const loadBefore = os.loadavg()[0]?.toFixed(1);
  const variants = await photosToAdd();
  const copy = copyProject();
  try {
    // The copy's caches are its own: the new photo's encodings must not reach this project's.
    unlinkSync(path.join(copy, "node_modules/.cache"));
    const committed = path.join(copy, "encodings-committed");
    cpSync(path.join(copy, "app/assets/encodings"), committed, { recursive: true });
    const today = await measureGalleries(copy, committed, variants, rounds);
    /** @type {BuildCost} */
    const result = {
      date: new Date().toISOString().slice(0, 10),
      load: "",
      rounds,
      rows: today.rows,
      growth: [today.growth],
    };
    const load = () => `${loadBefore} before and ${os.loadavg()[0]?.toFixed(1)} after on ${os.cpus().length} cores`;
    // Today's figures are written first: the growth to 300 photos takes the longest.
    await writeResults(benchDir, { ...result, load: load() });
    if (target <= today.growth.photos) return;
    const reencode = await growGalleries(copy, committed, target);
    const grown = await measureGalleries(
      copy,
      committed,
      [variants[0], variants[2]].filter((v) => v !== undefined),
      largeRounds,
    );
    await writeResults(benchDir, { ...result, load: load(), growth: [today.growth, { ...grown.growth, ...reencode }] });
  } finally {
    removeProject(copy);
  }
}

/** bench/results-build-cost.json and .md, formatted. @param {string} benchDir @param {BuildCost} result */
async function writeResults(benchDir, result) {
  const markdown = `${buildCostMarkdown(result)}\n${growthMarkdown(result.growth ?? [])}`;
  const files = { json: JSON.stringify(result), md: `# Benchmark: a publish's cost to the build\n\n${markdown}` };
  for (const [extension, text] of Object.entries(files)) {
    const file = path.join(benchDir, `${resultsName}.${extension}`);
    await writeFormatted(file, text);
  }
  console.log(`\n${markdown}\nWritten to bench/${resultsName}.md and bench/${resultsName}.json.`);
}

/**
 * The section for one new job's build cost: each build's median and its time above the build
 * with no new job, against the target.
 * @param {BuildCost} result
 */
export function buildCostMarkdown({ date, load, rounds, rows }) {
  const base = median(rows[0]?.ms ?? []);
  // CPU time of every process the build ran: what the build costs whatever else the machine runs.
  const cpu = rows.every((row) => row.cpuMs?.length);
  const baseCpu = median(rows[0]?.cpuMs ?? []);
  const lines = rows.map((row, index) => {
    const ms = median(row.ms);
    const above = index === 0 ? "-" : `${((ms - base) / 1000).toFixed(1)}`;
    const photo = row.bytes === undefined ? "-" : `${row.width}x${row.height}, ${(row.bytes / 1024).toFixed(0)} KB`;
    const encoding = median(row.encodingMs);
    const alone = Number.isFinite(encoding) ? (encoding / 1000).toFixed(1) : "-";
    const cpuMs = median(row.cpuMs ?? []);
    const cpuCells = cpu
      ? ` ${(cpuMs / 1000).toFixed(1)} | ${index === 0 ? "-" : ((cpuMs - baseCpu) / 1000).toFixed(1)} |`
      : "";
    return `| ${row.name} | ${photo} | ${(ms / 1000).toFixed(1)} | ${above} | ${median(row.newEncodings)} | ${alone} |${cpuCells}`;
  });
  return [
    `\`npm run bench -- --build-cost\` (scripts/bench/build-cost.mjs), ${date}, load average ${load}: ` +
      `\`npm run build\` of a copy of the project, with a warm image cache for every existing picture, ` +
      `median of ${rounds} rounds alternating the three builds; one new job's target: at most ${targetSeconds} s more. ` +
      `encodings alone: the same nine encodings of the new photo (three widths, AVIF, WebP and JPEG) by sharp, one ` +
      `after another, in this process, after each build.` +
      (cpu
        ? " CPU s: user and system time of every process the build ran, which the machine's load barely moves."
        : ""),
    "",
    `| photo added | photo | build s | s above no new job | new encodings | encodings alone s |${cpu ? " CPU s | CPU s above |" : ""}`,
    `| --- | --- | --- | --- | --- | --- |${cpu ? " --- | --- |" : ""}`,
    ...lines,
    "",
  ].join("\n");
}

/**
 * The build-cost section of bench/results.md, from the last `--build-cost` run; empty before one.
 * @param {string} benchDir
 */
export function buildCostReport(benchDir) {
  const file = path.join(benchDir, `${resultsName}.json`);
  if (!existsSync(file)) return "";
  /** @type {BuildCost} */
  const result = JSON.parse(readFileSync(file, "utf8"));
  const growth = result.growth ? `\n### As the galleries grow\n\n${growthMarkdown(result.growth)}` : "";
  return `\n## A publish's cost to the host's build\n\n${buildCostMarkdown(result)}${growth}`;
}
