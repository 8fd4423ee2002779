// @ts-check
/**
 * What `npm run bench` does on each page to time its interactions (interactions.mjs), and its
 * table. Every interaction is measured on a fresh page RUNS times, the list in turn each run, and
 * the menu link's two ways of reaching the next page alternate within each run.
 * Environment: BENCH_INTERACTIONS, a comma-separated list of names' beginnings ("gallery,menu
 * link") to measure only those; "0" for none.
 */
import { withFontWaits } from "./font-waits.mjs";
import { median } from "./report.mjs";
import {
  centreOf,
  copyOf,
  drag,
  gallerySelectors,
  openPhone,
  press,
  readInteraction,
  startMeasuring,
  startingWith,
  tap,
  whenBodyHydrated,
  whenIdle,
  withConsentBanner,
} from "./interactions.mjs";

/** @typedef {import("playwright-core").Page} Page */
/** @typedef {ReturnType<typeof copyOf>} Copy */
/** @typedef {import("./interactions.mjs").InteractionSample} InteractionSample */
/**
 * @typedef {object} Interaction
 * @property {string} name
 * @property {string} path
 * @property {boolean} [consent]  The page is served with an analytics ID, so the banner shows.
 * @property {boolean} [scroll]  A swipe: the browser scrolls, which is no interaction for INP.
 * @property {(page: Page, copy: Copy) => Promise<void>} [setup]  Before measuring, not measured.
 * @property {(page: Page, copy: Copy) => Promise<void>} act
 */

const menuToggle = (/** @type {Page} */ page, /** @type {Copy} */ copy) =>
  page.getByRole("banner").getByText(copy.menu, { exact: true });
const menuPanel = (/** @type {Page} */ page) => page.locator("#mobile-menu");
const galleryRegion = (/** @type {Page} */ page, /** @type {Copy} */ copy) =>
  page.locator(gallerySelectors(copy).region).first();

/** The gallery on screen, drawn by its script (its code comes as it nears the screen). */
async function galleryDrawn(/** @type {Page} */ page, /** @type {Copy} */ copy) {
  await galleryRegion(page, copy).scrollIntoViewIfNeeded();
  await galleryRegion(page, copy).getByRole("button", { name: copy.next }).waitFor({ timeout: 30_000 });
  await whenIdle(page);
}

/** The first comparison's divider on screen, drawn by its script. */
async function sliderDrawn(/** @type {Page} */ page, /** @type {Copy} */ copy) {
  const slider = page.getByRole("slider", { name: startingWith(copy.slider) }).first();
  await galleryRegion(page, copy).scrollIntoViewIfNeeded();
  await slider.waitFor({ timeout: 30_000 });
  await whenIdle(page);
  return slider;
}

const quoteForm = (/** @type {Page} */ page, /** @type {Copy} */ copy) =>
  page.getByRole("form", { name: copy.formLabel });

/** Fills the quote form as the tests do, leaving out `missing`. @param {Page} page @param {Copy} copy @param {string} [missing] */
async function fillQuote(page, copy, missing) {
  const form = quoteForm(page, copy);
  const values = { firstName: "Zoë", lastName: "O'Brien", email: "zoe@example.org", phone: "+44 7700 900999" };
  for (const [field, value] of Object.entries(values)) {
    if (field !== missing) await form.getByLabel(copy.fields[field] ?? field).fill(value);
  }
  await form.getByLabel(copy.fields.service ?? "").selectOption({ index: 1 });
  await form.getByLabel(copy.fields.message ?? "").fill("A patio of about 20 square metres, cleaned and resealed.");
  await whenIdle(page);
}

/** @type {Interaction[]} */
const interactions = [
  {
    name: "mobile menu: open",
    path: "/",
    act: async (page, copy) => tap(page, menuToggle(page, copy)),
  },
  {
    name: "mobile menu: close",
    path: "/",
    setup: async (page, copy) => {
      await tap(page, menuToggle(page, copy));
      await menuPanel(page).waitFor();
    },
    act: async (page, copy) => tap(page, menuToggle(page, copy)),
  },
  {
    name: "gallery: next arrow",
    path: "/drives-and-landscapes",
    setup: galleryDrawn,
    act: async (page, copy) => tap(page, galleryRegion(page, copy).getByRole("button", { name: copy.next })),
  },
  {
    name: "gallery: thumbnail",
    path: "/drives-and-landscapes",
    setup: galleryDrawn,
    act: async (page, copy) =>
      tap(page, galleryRegion(page, copy).getByRole("button", { name: startingWith(copy.thumbnail) })),
  },
  {
    name: "gallery: swipe",
    path: "/drives-and-landscapes",
    scroll: true,
    setup: galleryDrawn,
    act: async (page, copy) => {
      const slides = galleryRegion(page, copy).locator(gallerySelectors(copy).slide);
      const { x, y } = await centreOf(slides.first());
      await drag(page, { x: x + 120, y }, { x: x - 120, y });
    },
  },
  {
    name: "comparison slider: dragged",
    path: "/exterior-cleaning",
    act: async (page, copy) => {
      const { x, y } = await centreOf(await sliderDrawn(page, copy));
      await startMeasuring(page);
      await drag(page, { x, y }, { x: x - 100, y });
    },
  },
  {
    name: "comparison slider: keys",
    path: "/exterior-cleaning",
    setup: async (page, copy) => (await sliderDrawn(page, copy)).focus(),
    act: async (page) => {
      for (let press = 0; press < 3; press++) await page.keyboard.press("ArrowLeft", { delay: 80 });
    },
  },
  {
    name: "quote form: typing a name",
    path: "/contact",
    setup: async (page, copy) => {
      await tap(page, quoteForm(page, copy).getByLabel(copy.fields.firstName ?? ""));
      await whenIdle(page);
    },
    act: async (page) => page.keyboard.type("Zoë O'Brien", { delay: 120 }),
  },
  {
    name: "quote form: Send, a field missing",
    path: "/contact",
    setup: async (page, copy) => fillQuote(page, copy, "email"),
    act: async (page, copy) => tap(page, quoteForm(page, copy).getByRole("button", { name: copy.submit })),
  },
  {
    name: "quote form: Send, all filled",
    path: "/contact",
    setup: async (page, copy) => fillQuote(page, copy),
    act: async (page, copy) => tap(page, quoteForm(page, copy).getByRole("button", { name: copy.submit })),
  },
  {
    name: "consent: accept",
    path: "/",
    consent: true,
    act: async (page, copy) => tap(page, page.getByRole("button", { name: copy.accept })),
  },
  {
    name: "consent: reject",
    path: "/",
    consent: true,
    act: async (page, copy) => tap(page, page.getByRole("button", { name: copy.reject })),
  },
];

/**
 * @typedef {{ name: string, slowdown: number, target: number, indexPerSlowdown?: number }} PhoneSpeed  A phone the
 *   taps are played on: its name, its CPU slowdown, the INP target there (less the waits only Linux's fonts cause),
 *   and the machine's benchmarkIndex per 1x of that slowdown where it was measured.
 */

/**
 * One sample of one interaction on a fresh phone of the given speed, traced for the waits only
 * Linux's font configuration causes (font-waits.mjs).
 * @param {{ browser: import("playwright-core").Browser, base: string, client: string, copy: Copy }} where
 * @param {Interaction} interaction
 * @param {PhoneSpeed} speed
 * @returns {Promise<InteractionSample>}
 */
async function sampleInteraction({ browser, base, client, copy }, interaction, speed) {
  const prepare = interaction.consent ? (/** @type {Page} */ page) => withConsentBanner(page, client) : undefined;
  const { page, close } = await openPhone(browser, `${base}${interaction.path}`, prepare, {
    cpuSlowdown: speed.slowdown,
  });
  try {
    if (interaction.consent) await page.getByRole("button", { name: copy.accept }).waitFor({ timeout: 30_000 });
    await interaction.setup?.(page, copy);
    return await withFontWaits(browser, page, async () => {
      await startMeasuring(page);
      await interaction.act(page, copy);
      return readInteraction(page);
    });
  } finally {
    await close();
  }
}

/**
 * Runs in a floor page (bare, or bare hydrated by the framework alone, which has no control of
 * its own): a button whose click does the least a control can, flipping its own pressed state.
 * @param {string} name
 */
function addReferenceButton(name) {
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = name;
  button.setAttribute("aria-pressed", "false");
  button.style.cssText = "position:fixed;top:8px;right:8px;min-width:48px;min-height:48px";
  button.addEventListener("click", () =>
    button.setAttribute("aria-pressed", String(button.getAttribute("aria-pressed") !== "true")),
  );
  document.body.append(button);
}

/**
 * Runs in a floor page: a form of one required field and a Send button, as the quote form is
 * checked (by the browser alone, which draws its own message by the empty field).
 * @param {string} name  The button's.
 */
function addReferenceForm(name) {
  const form = document.createElement("form");
  form.style.cssText = "position:fixed;top:8px;right:8px;display:flex;gap:8px";
  const field = document.createElement("input");
  field.required = true;
  field.setAttribute("aria-label", "Email");
  const send = document.createElement("button");
  send.textContent = name;
  send.style.cssText = "min-width:48px;min-height:48px";
  form.append(field, send);
  form.addEventListener("submit", (event) => event.preventDefault());
  document.body.append(form);
}

/**
 * @typedef {{ name: string, control: string, add: (name: string) => void }} ReferenceControl  What
 *   a reference row taps: its row's name, the control's name, and what adds it to a floor page.
 * @type {ReferenceControl[]}
 */
const referenceControls = [
  // Named as the site's menu toggle, which it stands in for.
  { name: "reference: a button flipping its own state", control: "Menu", add: addReferenceButton },
  { name: "reference: Send, a required field empty", control: "Send", add: addReferenceForm },
];

/**
 * One tap on a reference control, on a fresh phone on the floor's home page: what the browser
 * (and on the framework floor, React's listeners) cost that tap before any of the site's code.
 * @param {import("playwright-core").Browser} browser
 * @param {ReferencePage} reference
 * @param {ReferenceControl} control
 * @param {PhoneSpeed} speed
 */
async function sampleReferenceTap(browser, reference, control, speed) {
  const whenReady = reference.hydrated ? whenBodyHydrated : async () => {};
  const { page, close } = await openPhone(browser, `${reference.base}/`, undefined, {
    whenReady,
    cpuSlowdown: speed.slowdown,
  });
  try {
    await page.evaluate(control.add, control.control);
    return await withFontWaits(browser, page, async () => {
      await tap(page, page.getByRole("button", { name: control.control }));
      return readInteraction(page);
    });
  } finally {
    await close();
  }
}

/** The link the menu sample taps, and the page it leads to. */
const menuLink = { name: "About", path: "/about" };

/**
 * From the touch on a menu link to the next page's hero painted, in ms: the site's own
 * client-side navigation, or (`full`) a full load, the router kept from seeing the click.
 * @param {{ browser: import("playwright-core").Browser, base: string, copy: Copy }} where
 * @param {boolean} full
 */
async function sampleMenuLink({ browser, base, copy }, full) {
  const { page, close } = await openPhone(browser, `${base}/`);
  try {
    await tap(page, menuToggle(page, copy));
    const link = menuPanel(page).getByRole("link", { name: menuLink.name, exact: true });
    await link.waitFor();
    // A person reads the menu before choosing: what its opening set off (after its paint) has arrived.
    await page.waitForFunction(() => {
      const asked = [...document.querySelectorAll('link[rel="modulepreload"]')];
      return (
        asked.length > 0 &&
        asked.every((link) =>
          performance.getEntriesByName(/** @type {HTMLLinkElement} */ (link).href).some((entry) => entry.duration > 0),
        )
      );
    });
    await whenIdle(page);
    // Stopped before it reaches React's listener on the document: the browser follows the link.
    if (full) await page.evaluate(() => addEventListener("click", (event) => event.stopPropagation(), true));
    await press(page, link);
    await page.waitForURL(`**${menuLink.path}`, { timeout: 30_000 });
    await page.waitForFunction(() => /** @type {any} */ (window).__bench?.heroes.length > 0, null, { timeout: 30_000 });
    return await page.evaluate(() => {
      const bench = /** @type {any} */ (window).__bench;
      return bench.heroes[0] - (bench.touchedAt ?? Number(sessionStorage.getItem("benchTouchedAt")));
    });
  } finally {
    await close();
  }
}

/**
 * @typedef {{ name: string, path: string, scroll: boolean, speed: PhoneSpeed, reference?: boolean, samples: InteractionSample[] }} InteractionResult
 * @typedef {{ clientSide: number[], fullLoad: number[] }} MenuLinkResult
 * @typedef {{ name: string, base: string, hydrated: boolean }} ReferencePage  A floor the site's taps are read against.
 * @typedef {{ browser: import("playwright-core").Browser, base: string, client: string, copy: Copy }} Where
 */

/**
 * What one run plays, in order: each chosen interaction on each phone in turn, so the two speeds
 * alternate, then each reference control on each reference page and phone.
 * @param {{ only?: string[], references: ReferencePage[], speeds: PhoneSpeed[] }} chosen
 */
function plan({ only, references, speeds }) {
  const wanted = (/** @type {string} */ name) => !only || only.some((start) => name.startsWith(start));
  const site = interactions
    .filter(({ name }) => wanted(name))
    .flatMap((interaction) =>
      speeds.map((speed) => {
        const { name, path, scroll } = interaction;
        /** @type {InteractionResult} */
        const result = { name, path, scroll: Boolean(scroll), speed, samples: [] };
        return { result, play: (/** @type {Where} */ where) => sampleInteraction(where, interaction, speed) };
      }),
    );
  const referenceTaps = referenceControls.flatMap((control) =>
    references.flatMap((reference) =>
      speeds.map((speed) => {
        /** @type {InteractionResult} */
        const result = {
          name: control.name,
          path: `${reference.name} /`,
          scroll: false,
          speed,
          reference: true,
          samples: [],
        };
        const play = (/** @type {Where} */ where) => sampleReferenceTap(where.browser, reference, control, speed);
        return { result, play };
      }),
    ),
  );
  return { site, referenceTaps, menuLink: wanted("menu link") };
}

/**
 * Every interaction RUNS times on each phone speed, each time on a fresh phone; with `references`
 * (the bench's bare pages and framework floor), a tap on a reference button on each, in the same
 * runs. The menu link is timed on the bench's own phone, the slow one the pages are loaded on.
 * @param {{ browser: import("playwright-core").Browser, base: string, client: string, root: string, runs: number, only?: string[], references?: ReferencePage[], speeds: PhoneSpeed[], log: (line: string) => void }} options
 */
export async function measureInteractions({ browser, base, client, root, runs, only, references = [], speeds, log }) {
  const { site, referenceTaps, menuLink: timeMenuLink } = plan({ only, references, speeds });
  /** @type {MenuLinkResult} */
  const menu = { clientSide: [], fullLoad: [] };
  const where = { browser, base, client, copy: copyOf(root) };
  for (let run = 1; run <= runs; run++) {
    for (const { result, play } of [...site, ...referenceTaps]) {
      const sample = await play(where);
      result.samples.push(sample);
      const on = result.reference ? `, ${result.path}` : "";
      log(`[interactions ${run}/${runs}] ${result.name}${on}, ${result.speed.name}: ${describe(sample)}`);
    }
    if (!timeMenuLink) continue;
    for (const full of [false, true]) {
      const ms = await sampleMenuLink(where, full);
      (full ? menu.fullLoad : menu.clientSide).push(ms);
      log(
        `[interactions ${run}/${runs}] menu link, ${full ? "full load" : "client-side"}: hero ${Math.round(ms)} ms after the touch`,
      );
    }
  }
  return { results: [...referenceTaps.map(({ result }) => result), ...site.map(({ result }) => result)], menu };
}

/** @param {InteractionSample} sample */
function describe(sample) {
  if (sample.below) return "no interaction over 16 ms";
  const ms = (/** @type {number | null | undefined} */ n) => Math.round(n ?? NaN);
  return (
    `INP ${ms(sample.inp)} ms (input delay ${ms(sample.inputDelay)}, processing ${ms(sample.processing)}, ` +
    `presentation ${ms(sample.presentationDelay)}; Linux's font calls ${ms(sample.fontWait ?? 0)})`
  );
}

/**
 * The INP targets (DECISIONS, Performance; decision 182): on a mid-range phone (about 600 per 1x of
 * Lighthouse's benchmarkIndex) and on the targets' slow one (300 or less), input delay included,
 * the waits only Linux's font configuration causes left out.
 */
export const inpTargets = { midRange: 100, slow: 200 };

/**
 * One speed's rows: medians, an interaction with no entry counted as 16 ms (the Event Timing
 * threshold it stayed under) and no font wait; the verdict on the median of each sample's INP less
 * its font waits.
 * @param {InteractionResult[]} results  One speed's.
 */
function speedRows(results) {
  return results.map(({ name, path, scroll, speed, reference, samples }) => {
    const below = samples.filter((sample) => sample.below).length;
    const of = (/** @type {(sample: InteractionSample) => number} */ read, fallback = 0) =>
      median(samples.map((sample) => (sample.below ? fallback : read(sample))));
    const mostlyBelow = below * 2 > samples.length;
    const cell = (/** @type {number} */ n) => (mostlyBelow ? "-" : String(Math.round(n)));
    const inp = of((sample) => Number(sample.inp), 16);
    const judged = of((sample) => Number(sample.inp) - (sample.fontWait ?? 0), 16);
    const inpCell = mostlyBelow ? (scroll ? "a scroll, not an interaction" : "< 16") : cell(inp);
    const within = reference ? "-" : judged <= speed.target ? "yes" : "**no**";
    const parts = [
      of((sample) => Number(sample.inputDelay)),
      of((sample) => Number(sample.processing)),
      of((sample) => Number(sample.presentationDelay)),
      of((sample) => sample.fontWait ?? 0),
    ].map(cell);
    return `| ${name} | ${path} | ${inpCell} | ${parts.join(" | ")} | ${cell(judged)} | ${within} |`;
  });
}

/**
 * The interactions' markdown tables, one per phone speed (its name, slowdown and target above it),
 * and the menu link's.
 * @param {{ results: InteractionResult[], menu: MenuLinkResult }} measured
 */
export function interactionTable({ results, menu }) {
  const lines = [];
  for (const speed of new Set(results.map((result) => result.speed))) {
    lines.push(
      `${lines.length ? "\n" : ""}**${speed.name}**, ${speed.slowdown}x CPU` +
        (speed.indexPerSlowdown ? ` (benchmarkIndex ${speed.indexPerSlowdown} per 1x)` : "") +
        `: INP at most ${speed.target} ms, Linux's font waits left out.`,
      "",
      "| interaction | page | INP ms | input delay ms | processing ms | presentation delay ms | Linux font waits ms | INP less font waits ms | within target |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
      ...speedRows(results.filter((result) => result.speed === speed)),
    );
  }
  const clientSide = median(menu.clientSide);
  const fullLoad = median(menu.fullLoad);
  if (Number.isFinite(clientSide)) {
    lines.push(
      "",
      "| menu link to " + menuLink.path + " | hero painted after the touch, ms | faster than a full load |",
      "| --- | --- | --- |",
      `| client-side navigation | ${Math.round(clientSide)} | ${clientSide < fullLoad ? "yes" : "**no**"} |`,
      `| full load | ${Math.round(fullLoad)} | - |`,
    );
  }
  return lines.join("\n") + "\n";
}

/**
 * What the interactions' tables say, for their note.
 * @param {number} runs
 */
export function interactionNote(runs) {
  return (
    `Each control on a fresh phone (412x915, touch; 150 ms RTT, 1.6 Mbit/s), hydrated and idle, then one thing ` +
    `done as a person would, by touch or keys (scripts/bench/interaction-list.mjs), on a mid-range phone's CPU ` +
    `(Lighthouse's benchmarkIndex about 600 per 1x) and on the targets' slow one (300 or less per 1x), alternating; ` +
    `median of ${runs}. INP is the interaction's Event Timing duration (the worst of several: typing a name, three ` +
    `arrow presses), split into input delay, processing and presentation delay as web-vitals' attribution ` +
    `splits it; "< 16" is an interaction under Event Timing's 16 ms threshold. Linux font waits: the part of ` +
    `the interaction spent in the renderer's synchronous calls for font settings that only Chromium on Linux ` +
    `makes (\`WebSandboxSupportLinux::\`, \`FontDataManager::\` in a trace of the interaction; ` +
    `scripts/bench/font-waits.mjs), left out of the verdict. Targets: INP at most ${inpTargets.midRange} ms on the ` +
    `mid-range phone and ${inpTargets.slow} ms on the slow one, input delay included. The menu link, on the slow ` +
    `phone: from the touch on "${menuLink.name}" in the open menu on / to ${menuLink.path}'s hero image painted ` +
    `(Element Timing), by the site's client-side navigation and by a full load of the same page, alternating. ` +
    `The reference rows (with \`--against bare\`): the same taps on controls added to the bare home page and ` +
    `to its framework floor: a button whose click only flips its own pressed state, what a tap costs at this ` +
    `slowdown before any of the site's code (the browser's own work, then React's listeners); and Send in a ` +
    `form whose one required field is empty, the browser's own check and the message it draws, as the quote ` +
    `form's Send with a field missing does.`
  );
}
