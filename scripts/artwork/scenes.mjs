/**
 * The scenes the site's artwork is made of. Each returns SVG markup for a W x H frame; `before`
 * draws the same place, from the same spot, before cleaning.
 */
import {
  boards,
  camera,
  clouds,
  coursed,
  facade,
  fence,
  flags,
  ground,
  herringbone,
  lawn,
  light,
  mix,
  poly,
  random,
  shade,
  shrub,
  sky,
  surface,
  trees,
  uid,
} from "./draw.mjs";

const n = (v) => Math.round(v * 10) / 10;

export const palettes = {
  brindle: ["#8a5a44", "#6f4a3a", "#a16a4c", "#5b3d33", "#94624a"],
  charcoal: ["#4b4d50", "#3d3f42", "#5a5c5e", "#45474a"],
  silver: ["#a9a7a1", "#9c9a94", "#b5b2aa", "#8f8d88"],
  buff: ["#c9ad7f", "#b99a6c", "#d3b98e", "#a88b5f"],
  sandstone: ["#c8a27a", "#b68f6b", "#d6b48c", "#a98a77", "#bfa08f", "#9c8c7d", "#cdb295"],
  kandla: ["#8e8c86", "#9d9a92", "#7f7d78", "#a6a197", "#8a8579"],
  porcelain: ["#b9b6af", "#c1beb7", "#b2afa8"],
  oak: ["#8b5e3c", "#7d5334", "#96683f", "#845a38"],
  composite: ["#6b5647", "#5e4b3e", "#735d4c", "#66523f"],
  yorkstone: ["#b8a88a", "#a8987a", "#c4b596", "#9d8f74", "#b3a27f"],
};

/** Front garden with a block-paved drive running up to a house with a garage. */
export function driveway({
  W,
  H,
  seed,
  before = false,
  paving = "herringbone",
  colours = palettes.brindle,
  wall = "#b5654a",
  door = "#2f4a3a",
  pan = 0.6,
  stains = 3,
}) {
  const rng = random(seed);
  const cam = camera(W, H, { horizon: 0.36, height: 1.7, focal: 0.8, pan });
  const zb = 14;
  let out = sky(W, H, cam.hy) + clouds(W, cam.hy, rng, 3);
  out += trees(cam, rng, { z: 30, height: 9 });
  out += lawn(cam, rng, { green: "#6f9a4d" });
  out += facade(cam, rng, {
    z: zb,
    wall,
    door,
    doorX: -3.6,
    garage: { x: 1.2, width: 3, colour: "#e9e4da" },
    windows: [-6.5, 1.2, 5.6],
  });
  // Path to the front door and the drive itself share the paving.
  const region = [
    [-2.4, 0.4],
    [4.6, 0.4],
    [3.2, zb],
    [-0.6, zb],
  ];
  const box = { x0: -3, x1: 5, z0: 0.4, z1: zb };
  const tiles =
    paving === "herringbone"
      ? herringbone(box, rng, colours)
      : paving === "tegula"
        ? coursed(box, rng, colours, { depth: 0.16, lengths: [0.14, 0.21, 0.24], gap: 0.008 })
        : coursed(box, rng, colours, { depth: 0.1, lengths: [0.2] });
  out += surface(cam, { region, tiles, joint: "#d8cba8", before, rng, stains: before ? stains : 0, edge: "#55504a" });
  out += shrub(cam, rng, -4.5, 8, { size: 1.1 }) + shrub(cam, rng, -3.6, 5, { size: 0.8, flowers: "#b07ec9" });
  out +=
    shrub(cam, rng, 6.2, 9, { size: 1.2, green: "#3d6b3a" }) +
    shrub(cam, rng, 6, 4.5, { size: 0.9, flowers: "#f2f0e6" });
  out += shrub(cam, rng, -5.4, 3, { size: 0.9, green: "#557f3f", flowers: "#e6a0b8" });
  return out + light(W, H);
}

/** Back garden seen from the house: a stone patio, then lawn, fence and trees. */
export function patio({
  W,
  H,
  seed,
  before = false,
  stone = palettes.sandstone,
  pergola = false,
  porcelain = false,
  pan = 0,
  warmth = 0.16,
}) {
  const rng = random(seed);
  const cam = camera(W, H, { horizon: 0.34, height: 1.65, focal: 0.78, pan });
  let out = sky(W, H, cam.hy, "#a9cbe0", "#f1efe6") + clouds(W, cam.hy, rng, 4);
  out += trees(cam, rng, { z: 26, height: 10, spacing: 2.6 });
  out += lawn(cam, rng, { green: "#73a150" });
  out += fence(cam, rng, { z: 17, wood: "#8a6446" });
  out += trees(cam, rng, { z: 18.5, x0: -14, x1: -6, height: 5, spacing: 1.8, greens: ["#456f3c", "#5a8544"] });
  for (let x = -9; x <= 9; x += 1.1)
    out += shrub(cam, rng, x, 16.2, {
      size: 1.1,
      green: rng.pick(["#4b7a3e", "#3f6b3a", "#5d8a46"]),
      flowers: rng.pick([undefined, "#c9a1e0", "#f4e9b5", "#e79aa8"]),
    });
  const zEnd = 9;
  const region = [
    [-8, 0.3],
    [8, 0.3],
    [8, zEnd],
    [-8, zEnd],
  ];
  const box = { x0: -8, x1: 8, z0: 0.3, z1: zEnd };
  const tiles = porcelain
    ? coursed(box, rng, stone, { depth: 0.6, lengths: [0.9], gap: 0.004, offset: 0.5 })
    : flags(box, rng, stone);
  out += surface(cam, { region, tiles, joint: porcelain ? "#8e8b85" : "#bfb29a", before, rng, grime: 1.1 });
  // Step down to the lawn.
  out += poly(
    ground(cam, [
      [-8, zEnd],
      [8, zEnd],
      [8, zEnd + 0.08],
      [-8, zEnd + 0.08],
    ]),
    "#5b5448",
  );
  // Planters at the patio's edge.
  for (const [x, z, flowersColour] of [
    [-4.6, 7.6, "#e7a35a"],
    [4.2, 7.2, "#cf6f8a"],
    [-2.2, 8.4, "#f5f1e3"],
  ]) {
    const [px, py] = cam.P(x - 0.35, 0.55, z);
    const w = (0.7 * cam.f) / z;
    out += `<rect x="${n(px)}" y="${n(py)}" width="${n(w)}" height="${n(w * 0.78)}" rx="${n(w * 0.05)}" fill="#3e4643"/>`;
    out += shrub(cam, rng, x, z, { size: 0.75, flowers: flowersColour }).replace(
      /cy="([\d.]+)"/g,
      (_, y) => `cy="${n(Number(y) - w * 0.72)}"`,
    );
  }
  if (pergola) out += pergolaFrame(cam, { x0: -2.6, x1: 2.6, z0: 5, z1: 8.2, wood: "#6e4e34" });
  return out + light(W, H, { warmth });
}

function pergolaFrame(cam, { x0, x1, z0, z1, wood }) {
  let out = "";
  const h = 2.5;
  const m = (z) => cam.f / z;
  const beam = (a, b, w) => {
    const [ax, ay] = cam.P(a[0], a[1], a[2]);
    const [bx, by] = cam.P(b[0], b[1], b[2]);
    return `<path d="M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}" stroke="${wood}" stroke-width="${n(w)}" stroke-linecap="square"/>`;
  };
  // Far posts first, then rafters, then near posts over them.
  for (const x of [x0, x1]) out += beam([x, 0, z1], [x, h, z1], 0.12 * m(z1));
  for (let z = z0; z <= z1 + 0.01; z += 0.7) out += beam([x0 - 0.3, h + 0.1, z], [x1 + 0.3, h + 0.1, z], 0.1 * m(z));
  for (const x of [x0, x1]) out += beam([x, h, z0 - 0.2], [x, h, z1 + 0.2], 0.14 * m(z0));
  for (const x of [x0, x1]) out += beam([x, 0, z0], [x, h, z0], 0.14 * m(z0));
  return out;
}

/** Raised deck with boards across the view, lawn and planting beyond. */
export function decking({ W, H, seed, before = false, colours = palettes.composite, pan = 0 }) {
  const rng = random(seed);
  const cam = camera(W, H, { horizon: 0.3, height: 1.8, focal: 0.8, pan });
  let out = sky(W, H, cam.hy, "#a5c6db", "#eef0e8") + clouds(W, cam.hy, rng, 3);
  out += trees(cam, rng, { z: 24, height: 11, spacing: 2.4, greens: ["#3a6437", "#4b763f", "#2d5230"] });
  out += lawn(cam, rng, { green: "#6c9b4b" });
  out += fence(cam, rng, { z: 15, wood: "#7f5d42" });
  for (let x = -8; x <= 8; x += 1.3)
    out += shrub(cam, rng, x, 14, {
      size: 1.2,
      green: rng.pick(["#4b7a3e", "#3f6b3a"]),
      flowers: rng.pick([undefined, "#a9c7ef", "#f2c6d8"]),
    });
  const zEnd = 7.5;
  const region = [
    [-6, 0.3],
    [6, 0.3],
    [6, zEnd],
    [-6, zEnd],
  ];
  const tiles = boards(
    { x0: -6, x1: 6, z0: 0.3, z1: zEnd },
    rng,
    before ? colours.map((c) => mix(c, "#8c8a80", 0.45)) : colours,
  );
  out += surface(cam, { region, tiles, joint: "#2a211b", before, rng, kind: "deck", grime: 1.1 });
  // Deck fascia board and a step.
  const [fx0, fy0] = cam.P(-6, 0, zEnd);
  const [fx1, fy1] = cam.P(6, -0.3, zEnd);
  out += `<rect x="${n(fx0)}" y="${n(fy0)}" width="${n(fx1 - fx0)}" height="${n(fy1 - fy0)}" fill="${shade(colours[0], -0.25)}"/>`;
  // Post and rail on the right edge.
  for (const z of [1.5, 3.3, 5.1, 6.9]) {
    const [px, py] = cam.P(5.7, 1, z);
    const [, by] = cam.P(5.7, 0, z);
    out += `<rect x="${n(px)}" y="${n(py)}" width="${n((0.1 * cam.f) / z)}" height="${n(by - py)}" fill="${shade(colours[1], -0.1)}"/>`;
  }
  const [r0x, r0y] = cam.P(5.75, 1, 1.2);
  const [r1x, r1y] = cam.P(5.75, 1, 7.5);
  out += `<path d="M${n(r0x)} ${n(r0y)}L${n(r1x)} ${n(r1y)}" stroke="${shade(colours[1], -0.05)}" stroke-width="${n((0.09 * cam.f) / 2)}"/>`;
  out += shrub(cam, rng, -4.8, 6.5, { size: 0.9, green: "#557f3f", flowers: "#f3d36b" });
  return out + light(W, H, { warmth: 0.18, from: "right" });
}

/** A new lawn with deep curved borders of shrubs and perennials. */
export function garden({ W, H, seed, pan = 0 }) {
  const rng = random(seed);
  const cam = camera(W, H, { horizon: 0.38, height: 1.6, focal: 0.75, pan });
  let out = sky(W, H, cam.hy, "#9ec4de", "#f2f0e4") + clouds(W, cam.hy, rng, 4);
  out += trees(cam, rng, { z: 34, height: 13, spacing: 3 });
  out += lawn(cam, rng, { green: "#78a653" });
  out += fence(cam, rng, { z: 20, wood: "#8b6a4b", height: 1.8 });
  // Curved beds: soil bands with planting along both sides.
  for (const side of [-1, 1]) {
    const edge = [];
    for (let z = 1; z <= 20; z += 0.5) edge.push([side * (3.2 + Math.sin(z * 0.45 + side) * 0.9), z]);
    const bed = side < 0 ? [[-12, 1], ...edge, [-12, 20]] : [[12, 1], ...edge, [12, 20]];
    out += poly(ground(cam, bed), "#5a4632");
    for (let z = 2; z <= 19.5; z += rng.range(0.9, 1.6)) {
      const x = side * (4.2 + Math.sin(z * 0.45 + side) * 0.9 + rng.range(0, 1.6));
      out += shrub(cam, rng, x, z, {
        size: rng.range(0.6, 1.3),
        green: rng.pick(["#4b7a3e", "#3f6b3a", "#5d8a46", "#6b8f3c"]),
        flowers: rng.pick([undefined, "#8e6bbf", "#f4f1e8", "#e07b8d", "#f0c24e"]),
      });
    }
  }
  // An ornamental tree in the left bed.
  out += trees(cam, rng, { z: 9, x0: -6.5, x1: -6, height: 4.5, spacing: 5, greens: ["#7a3f3f"] });
  return out + light(W, H, { warmth: 0.15 });
}

/** Close-board fencing with a matching side gate. */
export function fencing({ W, H, seed, wood = "#9a6b43", pan = 0 }) {
  const rng = random(seed);
  const cam = camera(W, H, { horizon: 0.3, height: 1.5, focal: 0.85, pan });
  let out = sky(W, H, cam.hy, "#a2c5dc", "#eef0e6");
  out += trees(cam, rng, { z: 16, height: 8, spacing: 2 });
  out += lawn(cam, rng, { green: "#71a04e" });
  // Gravel strip along the fence foot.
  out += poly(
    ground(cam, [
      [-20, 5.2],
      [20, 5.2],
      [20, 6.4],
      [-20, 6.4],
    ]),
    "#c8bda6",
  );
  for (let i = 0; i < 400; i += 1) {
    const [x, y] = cam.P(rng.range(-8, 8), 0, rng.range(5.2, 6.4));
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.range(0.8, 2))}" fill="${rng.pick(["#a99d86", "#ddd3bf", "#8f8573"])}"/>`;
  }
  out += fence(cam, rng, { z: 6.4, wood, gate: { x: 1.4 } });
  out +=
    shrub(cam, rng, -3.2, 5.6, { size: 0.8, flowers: "#b494d6" }) +
    shrub(cam, rng, 4.2, 5.7, { size: 0.7, green: "#3f6b3a" });
  return out + light(W, H, { warmth: 0.12 });
}

/** A curving stone path across lawn to a garden gate. */
export function pathway({ W, H, seed, before = false, stone = palettes.yorkstone, pan = 0 }) {
  const rng = random(seed);
  const cam = camera(W, H, { horizon: 0.36, height: 1.6, focal: 0.8, pan });
  let out = sky(W, H, cam.hy, "#a7c8dd", "#f3efe3") + clouds(W, cam.hy, rng, 3);
  out += trees(cam, rng, { z: 30, height: 11 });
  out += lawn(cam, rng, { green: "#74a250" });
  out += fence(cam, rng, { z: 18, wood: "#7c5a3f", gate: { x: 1 } });
  const centre = (z) => 1 + Math.sin(z * 0.32) * 1.4 * Math.min(1, (18 - z) / 6);
  const left = [];
  const right = [];
  for (let z = 0.4; z <= 18; z += 0.25) {
    left.push([centre(z) - 0.6, z]);
    right.unshift([centre(z) + 0.6, z]);
  }
  const tiles = [];
  for (let z = 0.4; z < 18; z += 0.45) {
    const split = rng.range(-0.25, 0.25);
    for (const [a, b] of [
      [-0.7, split],
      [split, 0.7],
    ]) {
      const c0 = centre(z);
      const c1 = centre(z + 0.45);
      tiles.push({
        pts: [
          [c0 + a + 0.01, z + 0.01],
          [c0 + b - 0.01, z + 0.01],
          [c1 + b - 0.01, z + 0.44],
          [c1 + a + 0.01, z + 0.44],
        ],
        fill: shade(rng.pick(stone), rng.range(-0.08, 0.08)),
      });
    }
  }
  out += surface(cam, { region: [...left, ...right], tiles, joint: "#7b7462", before, rng, grime: 1.2 });
  for (let z = 1.5; z < 17; z += rng.range(1.2, 2)) {
    out += shrub(cam, rng, centre(z) - rng.range(1.6, 3.5), z, {
      size: rng.range(0.5, 1),
      flowers: rng.pick(["#9b7fd0", "#f7f3ea", "#e98fa3", undefined]),
    });
    out += shrub(cam, rng, centre(z) + rng.range(1.6, 3.5), z, {
      size: rng.range(0.5, 1),
      green: "#3f6b3a",
      flowers: rng.pick(["#f2c14e", undefined]),
    });
  }
  return out + light(W, H, { warmth: 0.17 });
}

/** A natural stone retaining wall holding a raised, planted bed. */
export function retainingWall({ W, H, seed, before = false, stone = palettes.yorkstone, pan = 0 }) {
  const rng = random(seed);
  const cam = camera(W, H, { horizon: 0.34, height: 1.5, focal: 0.8, pan });
  const z = 6.5;
  const m = cam.f / z;
  const height = 1.1;
  let out = sky(W, H, cam.hy, "#a4c6dc", "#f0efe6");
  out += trees(cam, rng, { z: 22, height: 10, spacing: 2.2 });
  out += lawn(cam, rng, { green: "#73a04f" });
  // The upper level: soil and planting behind the wall, drawn before the wall face.
  const [ux0, uy] = cam.P(-20, height + 0.05, z + 0.2);
  out += `<rect x="${n(ux0)}" y="${n(uy - 0.45 * m)}" width="${n(40 * m)}" height="${n(0.5 * m)}" fill="#5a4632"/>`;
  for (let x = -9; x <= 9; x += rng.range(0.6, 1))
    out += shrub(cam, rng, x, z + 0.6, {
      size: rng.range(0.7, 1.2),
      green: rng.pick(["#4b7a3e", "#5d8a46", "#3f6b3a"]),
      flowers: rng.pick(["#8e6bbf", "#f4f1e8", "#e07b8d", undefined]),
    }).replace(/cy="([\d.-]+)"/g, (_, y) => `cy="${n(Number(y) - height * (cam.f / (z + 0.6)))}"`);
  // Wall face: coursed stone, each course a random mix of lengths.
  const [wx0, wy0] = cam.P(-20, height, z);
  const [, wy1] = cam.P(-20, 0, z);
  out += `<rect x="${n(wx0)}" y="${n(wy0)}" width="${n(40 * m)}" height="${n(wy1 - wy0)}" fill="${before ? "#4f4a35" : "#8a826f"}"/>`;
  let y = 0;
  const wallTiles = [];
  while (y < height - 0.1) {
    const course = rng.pick([0.14, 0.2, 0.25]);
    let x = -20 + rng.range(0, 0.5);
    while (x < 20) {
      const len = rng.range(0.3, 0.75);
      const [sx, sy] = cam.P(x + 0.012, y + course - 0.012, z);
      wallTiles.push(
        `<rect x="${n(sx)}" y="${n(sy)}" width="${n((len - 0.024) * m)}" height="${n((course - 0.024) * m)}" rx="${n(0.02 * m)}" fill="${shade(rng.pick(stone), rng.range(-0.1, 0.08))}"/>`,
      );
      x += len;
    }
    y += course;
  }
  out += wallTiles.join("");
  // Coping stones.
  out += `<rect x="${n(wx0)}" y="${n(wy0 - 0.08 * m)}" width="${n(40 * m)}" height="${n(0.1 * m)}" fill="${shade(stone[0], -0.05)}"/>`;
  if (before) {
    const f = uid("wallgrime");
    out += `<filter id="${f}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.012 0.04" numOctaves="3" seed="${seed}"/><feColorMatrix type="matrix" values="0 0 0 0 0.17 0 0 0 0 0.22 0 0 0 0 0.08 3.6 0 0 0 -1.3"/></filter>`;
    out += `<rect x="${n(wx0)}" y="${n(wy0 - 0.08 * m)}" width="${n(40 * m)}" height="${n(wy1 - wy0 + 0.08 * m)}" filter="url(#${f})"/>`;
    // Run-off streaks below the coping.
    for (let i = 0; i < 60; i += 1) {
      const sx = rng.range(0, W);
      out += `<rect x="${n(sx)}" y="${n(wy0)}" width="${n(rng.range(2, 7))}" height="${n(rng.range(0.2, 0.8) * (wy1 - wy0))}" fill="#242616" opacity="${n(rng.range(0.2, 0.45) * 10) / 10}"/>`;
    }
  }
  // Lawn in front with a mowing strip.
  out += poly(
    ground(cam, [
      [-20, z - 0.3],
      [20, z - 0.3],
      [20, z],
      [-20, z],
    ]),
    before ? "#6e6856" : "#b4a98f",
  );
  out += shrub(cam, rng, -3.4, 4, { size: 0.7, flowers: "#d9e6f7" });
  return out + light(W, H, { warmth: 0.14, from: "right" });
}

/** A commercial forecourt: concrete block parking bays in front of a modern unit. */
export function forecourt({ W, H, seed, before = false, pan = 0.5 }) {
  const rng = random(seed);
  const cam = camera(W, H, { horizon: 0.4, height: 1.7, focal: 0.8, pan });
  const zb = 16;
  let out = sky(W, H, cam.hy, "#a9c9de", "#eff1ee");
  const [ax, ay] = cam.P(-18, 6.5, zb);
  const [bx, by] = cam.P(18, 0, zb);
  const m = cam.f / zb;
  out += `<rect x="${n(ax)}" y="${n(ay)}" width="${n(bx - ax)}" height="${n(by - ay)}" fill="#5f6b70"/>`;
  for (let x = ax; x < bx; x += 0.5 * m)
    out += `<path d="M${n(x)} ${n(ay)}V${n(by)}" stroke="#4d585c" stroke-width="${n(0.04 * m)}"/>`;
  const [gx, gy] = cam.P(-6, 3.2, zb);
  out += `<rect x="${n(gx)}" y="${n(gy)}" width="${n(12 * m)}" height="${n(3.2 * m)}" fill="#9fb7c0"/>`;
  for (let i = 1; i < 6; i += 1)
    out += `<path d="M${n(gx + i * 2 * m)} ${n(gy)}V${n(gy + 3.2 * m)}" stroke="#39454a" stroke-width="${n(0.08 * m)}"/>`;
  out += `<rect x="${n(gx)}" y="${n(ay + 0.6 * m)}" width="${n(12 * m)}" height="${n(0.9 * m)}" fill="#1f5c66"/>`;
  out += `<rect x="${n(gx + 0.4 * m)}" y="${n(ay + 0.85 * m)}" width="${n(4 * m)}" height="${n(0.4 * m)}" fill="#dce9ea"/>`;
  out += lawn(cam, rng, { green: "#6d9a4c", stripes: false });
  const region = [
    [-12, 0.3],
    [12, 0.3],
    [12, zb],
    [-12, zb],
  ];
  const box = { x0: -12, x1: 12, z0: 0.3, z1: zb };
  const tiles = coursed(box, rng, palettes.silver, { depth: 0.1, lengths: [0.2] });
  out += surface(cam, { region, tiles, joint: "#cfc8b6", before, rng, stains: before ? 6 : 0 });
  // Bay markings stay on top of the paving.
  for (let x = -10; x <= 10; x += 2.5)
    out += poly(
      ground(cam, [
        [x - 0.05, 3],
        [x + 0.05, 3],
        [x + 0.05, 8],
        [x - 0.05, 8],
      ]),
      before ? "#b9b4a3" : "#f4f3ee",
    );
  return out + light(W, H, { warmth: 0.1 });
}

/** Roofline close-up: tiles, fascia, gutter and downpipe on a brick wall. */
export function roofline({ W, H, seed, before = false }) {
  const rng = random(seed);
  let out = `<rect width="${W}" height="${H}" fill="#b7694d"/>`;
  const u = W / 40;
  for (let y = H * 0.42; y < H; y += u * 0.75) {
    for (let x = ((y / (u * 0.75)) % 2) * u * -0.5; x < W; x += u * 2.25) {
      out += `<rect x="${n(x)}" y="${n(y)}" width="${n(u * 2.15)}" height="${n(u * 0.67)}" fill="${shade("#b5654a", rng.range(-0.15, 0.1))}"/>`;
    }
  }
  // Window below.
  out += `<rect x="${n(W * 0.55)}" y="${n(H * 0.62)}" width="${n(W * 0.3)}" height="${n(H * 0.5)}" fill="#f4f1ea"/><rect x="${n(W * 0.565)}" y="${n(H * 0.64)}" width="${n(W * 0.27)}" height="${n(H * 0.5)}" fill="#6f8c98"/>`;
  // Roof tiles.
  out += `<rect width="${W}" height="${n(H * 0.3)}" fill="#3f3b3a"/>`;
  for (let y = 0; y < H * 0.3; y += u * 1.4) {
    for (let x = ((y / (u * 1.4)) % 2) * -u; x < W; x += u * 2) {
      out += `<path d="M${n(x)} ${n(y)}h${n(u * 1.9)}v${n(u * 1.3)}h${n(-u * 1.9)}Z" fill="${shade("#4a4442", rng.range(-0.15, 0.15))}"/>`;
    }
  }
  // Fascia board and gutter.
  out += `<rect y="${n(H * 0.3)}" width="${W}" height="${n(H * 0.1)}" fill="${before ? "#d9d6c8" : "#f6f5f0"}"/>`;
  out += `<rect y="${n(H * 0.28)}" width="${W}" height="${n(H * 0.07)}" rx="${n(H * 0.02)}" fill="${before ? "#c9c6b9" : "#fbfbf8"}"/>`;
  out += `<rect y="${n(H * 0.33)}" width="${W}" height="${n(H * 0.015)}" fill="#000" opacity="0.1"/>`;
  out += `<rect x="${n(W * 0.18)}" y="${n(H * 0.33)}" width="${n(W * 0.035)}" height="${n(H)}" fill="${before ? "#cfcbbf" : "#f8f8f4"}"/>`;
  if (before) {
    const f = uid("streak");
    out += `<filter id="${f}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.05 0.006" numOctaves="2" seed="${seed}"/><feColorMatrix type="matrix" values="0 0 0 0 0.2 0 0 0 0 0.24 0 0 0 0 0.12 3 0 0 0 -1.2"/></filter>`;
    out += `<rect y="${n(H * 0.28)}" width="${W}" height="${n(H * 0.14)}" filter="url(#${f})"/>`;
    for (let i = 0; i < 22; i += 1) {
      const x = rng.range(0, W);
      const r = rng.range(u * 0.3, u * 0.9);
      for (let j = 0; j < 4; j += 1)
        out += `<circle cx="${n(x + rng.range(-r, r))}" cy="${n(H * 0.28 + rng.range(-r * 0.6, r * 0.1))}" r="${n(r * rng.range(0.4, 0.8))}" fill="${shade("#5d7a2a", rng.range(-0.2, 0.2))}"/>`;
    }
    for (let i = 0; i < 12; i += 1) {
      const x = rng.range(0, W);
      out += `<path d="M${n(x)} ${n(H * 0.29)}q${n(rng.range(-u, u))} ${n(-u * 1.6)} ${n(rng.range(-u, u))} ${n(-u * 2.4)}" stroke="#6f8a34" stroke-width="${n(u * 0.12)}" fill="none"/>`;
    }
    for (let i = 0; i < 40; i += 1)
      out += `<circle cx="${n(rng.range(0, W))}" cy="${n(rng.range(0, H * 0.3))}" r="${n(rng.range(u * 0.2, u * 0.6))}" fill="${rng.pick(["#8ea04a", "#c7c08a", "#6c7f35"])}" opacity="0.8"/>`;
  }
  return out + light(W, H, { warmth: 0.1 });
}

/** A split frame: the left part before cleaning, the right after, divided on a slant. */
export function split(W, H, draw) {
  const left = uid("left");
  const right = uid("right");
  const a = W * 0.56;
  const b = W * 0.44;
  return `<clipPath id="${left}"><path d="M0 0H${n(a)}L${n(b)} ${H}H0Z"/></clipPath><clipPath id="${right}"><path d="M${n(a)} 0H${W}V${H}H${n(b)}Z"/></clipPath><g clip-path="url(#${left})">${draw(true)}</g><g clip-path="url(#${right})">${draw(false)}</g><path d="M${n(a)} 0L${n(b)} ${H}" stroke="#ffffff" stroke-width="${n(W / 260)}" opacity="0.9"/>`;
}

/** Illustrated head-and-shoulders portrait: flat shapes, no likeness of anyone real. */
export function portrait({
  W,
  H,
  hair = "#4a3a2c",
  skin = "#e2b48f",
  shirt = "#245a3d",
  background = "#d8e6dc",
  beard = false,
  grey = false,
  glasses = false,
}) {
  const cx = W / 2;
  const hairColour = grey ? "#b9b4ac" : hair;
  let out = `<rect width="${W}" height="${H}" fill="${background}"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(H * 0.42)}" r="${n(W * 0.36)}" fill="${shade(background, -0.08)}"/>`;
  // Shoulders and collar.
  out += `<path d="M${n(W * 0.12)} ${H}C${n(W * 0.14)} ${n(H * 0.74)} ${n(W * 0.3)} ${n(H * 0.68)} ${n(cx)} ${n(H * 0.68)}S${n(W * 0.86)} ${n(H * 0.74)} ${n(W * 0.88)} ${H}Z" fill="${shirt}"/>`;
  out += `<path d="M${n(cx - W * 0.09)} ${n(H * 0.68)}L${n(cx)} ${n(H * 0.78)}L${n(cx + W * 0.09)} ${n(H * 0.68)}Z" fill="${shade(shirt, 0.25)}"/>`;
  out += `<rect x="${n(cx - W * 0.06)}" y="${n(H * 0.56)}" width="${n(W * 0.12)}" height="${n(H * 0.14)}" fill="${shade(skin, -0.1)}"/>`;
  // Head.
  out += `<ellipse cx="${n(cx)}" cy="${n(H * 0.42)}" rx="${n(W * 0.15)}" ry="${n(H * 0.18)}" fill="${skin}"/>`;
  out += `<ellipse cx="${n(cx - W * 0.15)}" cy="${n(H * 0.44)}" rx="${n(W * 0.025)}" ry="${n(H * 0.04)}" fill="${shade(skin, -0.08)}"/><ellipse cx="${n(cx + W * 0.15)}" cy="${n(H * 0.44)}" rx="${n(W * 0.025)}" ry="${n(H * 0.04)}" fill="${shade(skin, -0.08)}"/>`;
  out += `<path d="M${n(cx - W * 0.155)} ${n(H * 0.4)}C${n(cx - W * 0.17)} ${n(H * 0.2)} ${n(cx + W * 0.17)} ${n(H * 0.2)} ${n(cx + W * 0.155)} ${n(H * 0.4)}C${n(cx + W * 0.12)} ${n(H * 0.3)} ${n(cx - W * 0.05)} ${n(H * 0.33)} ${n(cx - W * 0.155)} ${n(H * 0.4)}Z" fill="${hairColour}"/>`;
  if (beard)
    out += `<path d="M${n(cx - W * 0.14)} ${n(H * 0.45)}C${n(cx - W * 0.12)} ${n(H * 0.63)} ${n(cx + W * 0.12)} ${n(H * 0.63)} ${n(cx + W * 0.14)} ${n(H * 0.45)}C${n(cx + W * 0.08)} ${n(H * 0.54)} ${n(cx - W * 0.08)} ${n(H * 0.54)} ${n(cx - W * 0.14)} ${n(H * 0.45)}Z" fill="${hairColour}"/>`;
  out += `<circle cx="${n(cx - W * 0.055)}" cy="${n(H * 0.43)}" r="${n(W * 0.011)}" fill="#2a2522"/><circle cx="${n(cx + W * 0.055)}" cy="${n(H * 0.43)}" r="${n(W * 0.011)}" fill="#2a2522"/>`;
  if (glasses)
    out += `<g fill="none" stroke="#2a2522" stroke-width="${n(W * 0.006)}"><circle cx="${n(cx - W * 0.055)}" cy="${n(H * 0.43)}" r="${n(W * 0.035)}"/><circle cx="${n(cx + W * 0.055)}" cy="${n(H * 0.43)}" r="${n(W * 0.035)}"/><path d="M${n(cx - W * 0.02)} ${n(H * 0.43)}h${n(W * 0.04)}"/></g>`;
  out += `<path d="M${n(cx - W * 0.04)} ${n(H * 0.51)}q${n(W * 0.04)} ${n(H * 0.025)} ${n(W * 0.08)} 0" stroke="#7a3f35" stroke-width="${n(W * 0.008)}" fill="none" stroke-linecap="round"/>`;
  return out;
}
