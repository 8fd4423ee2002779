/**
 * Drawing kit for the site's placeholder artwork: a seeded random source, a pinhole camera that
 * projects ground-plane geometry into perspective, paving and decking layouts in metres, and the
 * weathering (grime, moss, algae, stains) that turns an "after" scene into its "before".
 */

/** Seeded PRNG (mulberry32): the same seed always draws the same picture. */
export function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

let idCounter = 0;
/** Unique ids, so scenes can be layered in one SVG (the split before/after hero). */
export const uid = (prefix) => `${prefix}${++idCounter}`;

const n = (value) => Math.round(value * 10) / 10;

/** Hex colour shifted in lightness by `amount` (-1..1). */
export function shade(hex, amount) {
  const value = parseInt(hex.slice(1), 16);
  const channels = [value >> 16, (value >> 8) & 255, value & 255].map((c) =>
    Math.max(0, Math.min(255, Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)))),
  );
  return `#${channels.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/** Mixes two hex colours. */
export function mix(a, b, t) {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p, s) => (p >> s) & 255;
  const out = [16, 8, 0].map((s) => Math.round(ch(pa, s) * (1 - t) + ch(pb, s) * t));
  return `#${out.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * A camera standing `height` metres above the ground, looking level at the horizon.
 * `P(x, y, z)`: x across (metres, right positive), y up, z away from the viewer.
 */
export function camera(W, H, { horizon = 0.4, height = 1.6, focal = 0.85, pan = 0 } = {}) {
  const f = W * focal;
  const hy = H * horizon;
  const P = (x, y, z) => [W / 2 + ((x - pan) * f) / z, hy + ((height - y) * f) / z];
  return { W, H, f, hy, height, pan, P, zNear: ((height * f) / (H - hy)) * 0.92 };
}

function pathD(points) {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`;
}

export function poly(points, fill, extra = "") {
  return `<path d="${pathD(points)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

/** Projects a polygon lying on the ground (y = 0), clamping points in front of the lens. */
export function ground(cam, points, y = 0) {
  return points.map(([x, z]) => cam.P(x, y, Math.max(z, 0.3)));
}

/** Rectangle in a local frame, rotated by `angle` and moved to `origin`, shrunk by `gap` for joints. */
function block(x0, y0, x1, y1, gap, angle = 0, origin = [0, 0]) {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return [
    [x0 + gap, y0 + gap],
    [x1 - gap, y0 + gap],
    [x1 - gap, y1 - gap],
    [x0 + gap, y1 - gap],
  ].map(([x, y]) => [origin[0] + x * c - y * s, origin[1] + x * s + y * c]);
}

const inBox = (pts, box) =>
  pts.some(([x, z]) => x >= box.x0 - 0.5 && x <= box.x1 + 0.5 && z >= box.z0 - 0.5 && z <= box.z1 + 0.5);

function tone(rng, colours, jitter = 0.07) {
  return shade(rng.pick(colours), rng.range(-jitter, jitter));
}

/** 45-degree herringbone of 200 x 100 mm blocks. */
export function herringbone(box, rng, colours, unit = 0.1) {
  const tiles = [];
  const angle = Math.PI / 4;
  const origin = [(box.x0 + box.x1) / 2, box.z0];
  const reach = Math.ceil(Math.max(box.x1 - box.x0, box.z1 - box.z0) / unit) + 8;
  for (let s = -reach; s <= reach; s += 1) {
    for (let k = -reach; k <= reach; k += 1) {
      const ox = (k + 2 * s) * unit;
      const oy = (k - 2 * s) * unit;
      const h = block(ox, oy, ox + 2 * unit, oy + unit, 0.005, angle, origin);
      const v = block(ox + 2 * unit, oy - unit, ox + 3 * unit, oy + unit, 0.005, angle, origin);
      if (inBox(h, box)) tiles.push({ pts: h, fill: tone(rng, colours) });
      if (inBox(v, box)) tiles.push({ pts: v, fill: tone(rng, colours) });
    }
  }
  return tiles;
}

/** Courses of blocks across the view, each course offset: stretcher bond or random tegula lengths. */
export function coursed(box, rng, colours, { depth = 0.1, lengths = [0.2], offset = 0.5, gap = 0.005 } = {}) {
  const tiles = [];
  let row = 0;
  for (let z = box.z0 - depth; z < box.z1; z += depth, row += 1) {
    let x = box.x0 - 1 - (row % 2 ? offset * lengths[0] : rng.range(0, lengths[0]));
    while (x < box.x1 + 1) {
      const length = rng.pick(lengths);
      tiles.push({ pts: block(x, z, x + length, z + depth, gap), fill: tone(rng, colours) });
      x += length;
    }
  }
  return tiles;
}

/** Random-pattern natural stone flags: courses of 300/600 mm with mixed lengths. */
export function flags(box, rng, colours, { gap = 0.008 } = {}) {
  const tiles = [];
  let z = box.z0 - 0.3;
  while (z < box.z1) {
    const depth = rng.pick([0.3, 0.6, 0.6, 0.9]);
    let x = box.x0 - 1 + rng.range(0, 0.3);
    while (x < box.x1 + 1) {
      const length = rng.pick([0.3, 0.6, 0.6, 0.9]);
      tiles.push({ pts: block(x, z, x + length, z + depth, gap), fill: tone(rng, colours, 0.1) });
      x += length;
    }
    z += depth;
  }
  return tiles;
}

/** Deck boards running across the view with their gaps. */
export function boards(box, rng, colours, { width = 0.145, gap = 0.006 } = {}) {
  const tiles = [];
  for (let z = box.z0 - width; z < box.z1; z += width) {
    let x = box.x0 - 1 - rng.range(0, 2);
    while (x < box.x1 + 1) {
      const length = rng.pick([3.6, 4.8]);
      tiles.push({ pts: block(x, z, x + length, z + width, gap), fill: tone(rng, colours, 0.05) });
      x += length;
    }
  }
  return tiles;
}

/**
 * Draws a surface: its joints, its units and, for "before", the weathering.
 * @param {{ region: number[][], tiles: {pts:number[][], fill:string}[], joint: string, before?: boolean, rng: any, grime?: number, stains?: number, edge?: string, kind?: string }} opts
 */
export function surface(
  cam,
  { region, tiles, joint, before = false, rng, grime = 1, stains = 0, edge, kind = "paving" },
) {
  const clip = uid("clip");
  const outline = ground(cam, region);
  let out = `<clipPath id="${clip}"><path d="${pathD(outline)}"/></clipPath><g clip-path="url(#${clip})">`;
  out += poly(outline, before ? mix(joint, "#3f4a22", 0.55) : joint);
  for (const tile of tiles) out += poly(ground(cam, tile.pts), tile.fill);
  if (before) out += weathering(cam, { outline, rng, grime, stains, kind });
  // Distance haze and a touch of sunlight so the plane reads as a plane.
  const haze = uid("haze");
  out += `<linearGradient id="${haze}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9efe9" stop-opacity="0.35"/><stop offset="0.45" stop-color="#e9efe9" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>`;
  out += `<rect x="0" y="${n(cam.hy)}" width="${cam.W}" height="${n(cam.H - cam.hy)}" fill="url(#${haze})"/>`;
  out += "</g>";
  if (edge)
    out += `<path d="${pathD(outline)}" fill="none" stroke="${edge}" stroke-width="${n(cam.W / 400)}" stroke-linejoin="round"/>`;
  return out;
}

/** Noise-driven blotches: dark grime, green algae, black lichen spots and, on drives, oil. */
function weathering(cam, { outline, rng, grime, stains, kind }) {
  const { W, H } = cam;
  const dirt = uid("dirt");
  const algae = uid("algae");
  const seed = Math.floor(rng.range(1, 900));
  const noise = (id, freq, rgb, k, b) =>
    `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="3" seed="${seed + id.length}"/><feColorMatrix type="matrix" values="0 0 0 0 ${rgb[0]} 0 0 0 0 ${rgb[1]} 0 0 0 0 ${rgb[2]} ${k} 0 0 0 ${b}"/></filter>`;
  let out = noise(dirt, kind === "deck" ? "0.004 0.03" : "0.006", [0.16, 0.14, 0.1], 3.2, -1.15);
  out += noise(algae, "0.011", [0.2, 0.3, 0.1], 3.4, -1.5);
  out += `<rect width="${W}" height="${H}" filter="url(#${dirt})" opacity="${0.85 * grime}"/>`;
  out += `<rect width="${W}" height="${H}" filter="url(#${algae})" opacity="${0.8 * grime}"/>`;
  // Flat grey cast: weathered surfaces lose their colour.
  out += `<path d="${pathD(outline)}" fill="${kind === "deck" ? "#8d8f86" : "#5b5a4a"}" opacity="${kind === "deck" ? 0.45 : 0.25}"/>`;
  const top = Math.min(...outline.map(([, y]) => y));
  for (let i = 0; i < 260 * grime; i += 1) {
    const x = rng.range(0, W);
    const y = rng.range(top, H);
    const r = (rng.range(1.5, 5) * (y - cam.hy)) / (H - cam.hy) + 0.6;
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.6)}" fill="${rng.pick(["#1d1f18", "#2b2f20", "#3c4a1d", "#e6e3d3"])}" opacity="${n(rng.range(0.5, 0.9) * 10) / 10}"/>`;
  }
  for (let i = 0; i < stains; i += 1) {
    const x = rng.range(W * 0.3, W * 0.7);
    const y = rng.range(cam.hy + (H - cam.hy) * 0.35, H * 0.95);
    const r = ((y - cam.hy) / (H - cam.hy)) * rng.range(W * 0.04, W * 0.08);
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.45)}" fill="#15130f" opacity="0.45"/>`;
    out += `<ellipse cx="${n(x + r * 0.2)}" cy="${n(y)}" rx="${n(r * 0.55)}" ry="${n(r * 0.25)}" fill="#0d0c09" opacity="0.35"/>`;
  }
  return out;
}

export function sky(W, H, hy, top = "#9cc3dd", bottom = "#e6eef0") {
  const id = uid("sky");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient><rect width="${W}" height="${n(hy + 4)}" fill="url(#${id})"/>`;
}

/** Soft cloud banks. */
export function clouds(W, hy, rng, count = 4) {
  let out = "";
  for (let i = 0; i < count; i += 1) {
    const cx = rng.range(0, W);
    const cy = rng.range(hy * 0.1, hy * 0.55);
    const w = rng.range(W * 0.08, W * 0.16);
    for (let j = 0; j < 5; j += 1) {
      out += `<ellipse cx="${n(cx + rng.range(-w, w))}" cy="${n(cy + rng.range(-w * 0.08, w * 0.08))}" rx="${n(w * rng.range(0.35, 0.6))}" ry="${n(w * rng.range(0.14, 0.22))}" fill="#fff" opacity="0.55"/>`;
    }
  }
  return out;
}

/** A band of tree canopies standing at depth `z`. */
export function trees(
  cam,
  rng,
  { z, x0 = -30, x1 = 30, height = 7, greens = ["#3f6b3a", "#4d7a3f", "#2f5531", "#5f8a48"], spacing = 2.2 } = {},
) {
  let out = "";
  for (let x = x0; x < x1; x += spacing * rng.range(0.6, 1.2)) {
    const h = height * rng.range(0.7, 1.2);
    const r = h * rng.range(0.28, 0.38);
    const [cx, cy] = cam.P(x, h - r, z);
    const [, baseY] = cam.P(x, 0, z);
    const pr = (r * cam.f) / z;
    out += `<rect x="${n(cx - pr * 0.04)}" y="${n(cy)}" width="${n(pr * 0.08)}" height="${n(baseY - cy)}" fill="#5b4a38"/>`;
    const g = rng.pick(greens);
    for (let j = 0; j < 6; j += 1) {
      out += `<circle cx="${n(cx + rng.range(-pr * 0.6, pr * 0.6))}" cy="${n(cy + rng.range(-pr * 0.5, pr * 0.4))}" r="${n(pr * rng.range(0.5, 0.75))}" fill="${shade(g, rng.range(-0.12, 0.1))}"/>`;
    }
  }
  return out;
}

/** A shrub or perennial clump on the ground at (x, z). */
export function shrub(cam, rng, x, z, { size = 0.6, green = "#4b7a3e", flowers } = {}) {
  const [cx, cy] = cam.P(x, size * 0.45, z);
  const r = (size * cam.f) / z / 2;
  let out = `<ellipse cx="${n(cx)}" cy="${n(cy + r * 0.9)}" rx="${n(r * 1.1)}" ry="${n(r * 0.25)}" fill="#000" opacity="0.18"/>`;
  for (let j = 0; j < 5; j += 1) {
    out += `<circle cx="${n(cx + rng.range(-r * 0.5, r * 0.5))}" cy="${n(cy + rng.range(-r * 0.35, r * 0.35))}" r="${n(r * rng.range(0.45, 0.7))}" fill="${shade(green, rng.range(-0.15, 0.12))}"/>`;
  }
  if (flowers) {
    for (let j = 0; j < 14; j += 1) {
      out += `<circle cx="${n(cx + rng.range(-r * 0.8, r * 0.8))}" cy="${n(cy + rng.range(-r * 0.75, r * 0.3))}" r="${n(Math.max(0.8, r * 0.09))}" fill="${shade(flowers, rng.range(-0.1, 0.15))}"/>`;
    }
  }
  return out;
}

/** Striped lawn over the whole ground plane. */
export function lawn(cam, rng, { green = "#6a9a4c", stripes = true, x0 = -40, x1 = 40, z0 = 0.5, z1 = 60 } = {}) {
  let out = poly(
    ground(cam, [
      [x0, z0],
      [x1, z0],
      [x1, z1],
      [x0, z1],
    ]),
    green,
  );
  if (stripes) {
    // Mowing bands across the view, narrowing with distance.
    for (let z = z0; z < z1; z += 2.4) {
      out += poly(
        ground(cam, [
          [x0, z],
          [x1, z],
          [x1, z + 1.2],
          [x0, z + 1.2],
        ]),
        shade(green, 0.08),
        'opacity="0.75"',
      );
    }
  }
  return out;
}

/** A brick or rendered house wall facing the viewer at depth z, with windows and doors. */
export function facade(
  cam,
  rng,
  {
    z,
    x0 = -12,
    x1 = 12,
    height = 5.4,
    wall = "#b5654a",
    render = false,
    door = "#2f4a3a",
    doorX = -3.2,
    garage,
    windows = [-6, 2.5, 6.5],
    bifold,
  } = {},
) {
  const [ax, ay] = cam.P(x0, height, z);
  const [bx, by] = cam.P(x1, 0, z);
  const m = cam.f / z;
  // Pitched slate roof seen from the front, with a chimney.
  const [rx, ry] = cam.P(x0 + 1.2, height + 2.6, z + 3);
  const [rx1] = cam.P(x1 - 1.2, height + 2.6, z + 3);
  let out = `<rect x="${n(cam.P(x0 + 4, height + 3.6, z + 2)[0])}" y="${n(cam.P(0, height + 3.6, z + 2)[1])}" width="${n(0.8 * m)}" height="${n(2 * m)}" fill="${shade(wall, -0.15)}"/>`;
  out += `<path d="M${n(ax - 0.3 * m)} ${n(ay)}L${n(rx)} ${n(ry)}H${n(rx1)}L${n(bx + 0.3 * m)} ${n(ay)}Z" fill="#4a4c52"/>`;
  for (let i = 1; i < 8; i += 1) {
    const t = i / 8;
    out += `<path d="M${n(ax - 0.3 * m + (rx - ax + 0.3 * m) * t)} ${n(ay + (ry - ay) * t)}H${n(bx + 0.3 * m + (rx1 - bx - 0.3 * m) * t)}" stroke="#3a3c41" stroke-width="${n(Math.max(0.6, 0.02 * m))}"/>`;
  }
  out += `<rect x="${n(ax)}" y="${n(ay)}" width="${n(bx - ax)}" height="${n(by - ay)}" fill="${wall}"/>`;
  if (!render) {
    const id = uid("brick");
    const bw = 0.225 * m;
    const bh = 0.075 * m;
    out += `<pattern id="${id}" width="${n(bw)}" height="${n(bh * 2)}" patternUnits="userSpaceOnUse" x="${n(ax)}" y="${n(by)}"><path d="M0 ${n(bh)}H${n(bw)}M0 ${n(bh * 2)}H${n(bw)}M${n(bw / 2)} 0V${n(bh)}M0 ${n(bh)}V${n(bh * 2)}" stroke="#e8dccb" stroke-opacity="0.45" stroke-width="${n(Math.max(0.6, m * 0.01))}"/></pattern>`;
    out += `<rect x="${n(ax)}" y="${n(ay)}" width="${n(bx - ax)}" height="${n(by - ay)}" fill="url(#${id})"/>`;
    for (let i = 0; i < 40; i += 1) {
      out += `<rect x="${n(rng.range(ax, bx))}" y="${n(rng.range(ay, by))}" width="${n(bw * 0.95)}" height="${n(bh * 0.9)}" fill="${shade(wall, rng.range(-0.18, 0.12))}" opacity="0.7"/>`;
    }
  }
  // Roof overhang shadow.
  out += `<rect x="${n(ax)}" y="${n(ay)}" width="${n(bx - ax)}" height="${n(0.35 * m)}" fill="#000" opacity="0.18"/>`;
  const glass = uid("glass");
  out += `<linearGradient id="${glass}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cfe3ea"/><stop offset="0.5" stop-color="#7d9aa6"/><stop offset="1" stop-color="#4f6a75"/></linearGradient>`;
  const win = (x, y, w, h) => {
    const [wx, wy] = cam.P(x, y + h, z);
    const fw = w * m;
    const fh = h * m;
    return `<rect x="${n(wx - fw * 0.04)}" y="${n(fh * 0.94 + wy)}" width="${n(fw * 1.08)}" height="${n(0.06 * m)}" fill="#efe9de"/><rect x="${n(wx)}" y="${n(wy)}" width="${n(fw)}" height="${n(fh)}" fill="#f4f1ea"/><rect x="${n(wx + 0.06 * m)}" y="${n(wy + 0.06 * m)}" width="${n(fw - 0.12 * m)}" height="${n(fh - 0.12 * m)}" fill="url(#${glass})"/><path d="M${n(wx + fw / 2)} ${n(wy)}V${n(wy + fh)}" stroke="#f4f1ea" stroke-width="${n(0.05 * m)}"/>`;
  };
  for (const x of windows) {
    out += win(x, 2.9, 1.5, 1.3);
    if (!garage || Math.abs(x - garage.x) > garage.width / 2 + 1) out += win(x, 0.8, 1.5, 1.3);
  }
  if (door) {
    const [dx, dy] = cam.P(doorX, 2.1, z);
    out += `<rect x="${n(dx - 0.08 * m)}" y="${n(dy - 0.08 * m)}" width="${n(1.16 * m)}" height="${n(2.18 * m)}" fill="#efe9de"/><rect x="${n(dx)}" y="${n(dy)}" width="${n(m)}" height="${n(2.1 * m)}" fill="${door}"/><circle cx="${n(dx + 0.82 * m)}" cy="${n(dy + 1.1 * m)}" r="${n(0.04 * m)}" fill="#d8c38f"/>`;
  }
  if (garage) {
    const [gx, gy] = cam.P(garage.x - garage.width / 2, 2.2, z);
    const gw = garage.width * m;
    out += `<rect x="${n(gx)}" y="${n(gy)}" width="${n(gw)}" height="${n(2.2 * m)}" fill="${garage.colour}"/>`;
    for (let i = 1; i < 8; i += 1)
      out += `<path d="M${n(gx)} ${n(gy + (i * 2.2 * m) / 8)}H${n(gx + gw)}" stroke="#000" stroke-opacity="0.18" stroke-width="${n(0.02 * m)}"/>`;
  }
  if (bifold) {
    const [fx, fy] = cam.P(bifold.x - bifold.width / 2, 2.2, z);
    out += `<rect x="${n(fx)}" y="${n(fy)}" width="${n(bifold.width * m)}" height="${n(2.2 * m)}" fill="#2e3431"/>`;
    for (let i = 0; i < 4; i += 1) {
      out += `<rect x="${n(fx + (i * bifold.width * m) / 4 + 0.05 * m)}" y="${n(fy + 0.05 * m)}" width="${n((bifold.width * m) / 4 - 0.1 * m)}" height="${n(2.1 * m)}" fill="url(#${glass})"/>`;
    }
  }
  return out;
}

/** Close-board fence across the view at depth z, with posts, gravel board and an optional gate. */
export function fence(cam, rng, { z, x0 = -20, x1 = 20, height = 1.8, wood = "#9a6b43", gate } = {}) {
  const m = cam.f / z;
  let out = "";
  for (let x = x0; x < x1; x += 0.1) {
    const inGate = gate && x >= gate.x - 0.5 && x < gate.x + 0.5;
    const h = inGate ? height - 0.05 : height;
    const [bx, by] = cam.P(x, h, z);
    out += `<rect x="${n(bx)}" y="${n(by)}" width="${n(0.1 * m + 0.6)}" height="${n((h - 0.15) * m)}" fill="${shade(wood, rng.range(-0.08, 0.06))}"/>`;
    out += `<path d="M${n(bx + 0.1 * m)} ${n(by)}v${n((h - 0.15) * m)}" stroke="#000" stroke-opacity="0.22" stroke-width="${n(Math.max(0.6, 0.008 * m))}"/>`;
  }
  const [gbx, gby] = cam.P(x0, 0.15, z);
  out += `<rect x="${n(gbx)}" y="${n(gby)}" width="${n((x1 - x0) * m)}" height="${n(0.15 * m)}" fill="#8f8a80"/>`;
  for (let x = Math.ceil(x0 / 1.83) * 1.83; x < x1; x += 1.83) {
    const [px, py] = cam.P(x - 0.05, height + 0.08, z);
    out += `<rect x="${n(px)}" y="${n(py)}" width="${n(0.1 * m)}" height="${n((height + 0.08) * m)}" fill="${shade(wood, -0.2)}"/>`;
  }
  if (gate) {
    const [lx, ty] = cam.P(gate.x - 0.5, height - 0.05, z);
    const w = m;
    const h = (height - 0.2) * m;
    out += `<rect x="${n(lx)}" y="${n(ty)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="${shade(wood, -0.28)}" stroke-width="${n(0.07 * m)}"/>`;
    out += `<path d="M${n(lx)} ${n(ty + h)}L${n(lx + w)} ${n(ty)}M${n(lx)} ${n(ty + h * 0.5)}H${n(lx + w)}" stroke="${shade(wood, -0.28)}" stroke-width="${n(0.06 * m)}"/>`;
    out += `<rect x="${n(lx + w * 0.8)}" y="${n(ty + h * 0.45)}" width="${n(0.06 * m)}" height="${n(0.1 * m)}" fill="#222"/>`;
  }
  return out;
}

/** Final light: warm sun from one side and a gentle vignette. */
export function light(W, H, { warmth = 0.14, from = "left" } = {}) {
  const sun = uid("sun");
  const vig = uid("vig");
  const x1 = from === "left" ? 0 : 1;
  return `<linearGradient id="${sun}" x1="${x1}" y1="0" x2="${1 - x1}" y2="1"><stop offset="0" stop-color="#ffd79a" stop-opacity="${warmth}"/><stop offset="0.6" stop-color="#ffd79a" stop-opacity="0"/></linearGradient><rect width="${W}" height="${H}" fill="url(#${sun})"/><radialGradient id="${vig}" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient><rect width="${W}" height="${H}" fill="url(#${vig})"/>`;
}

export function svg(W, H, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}
