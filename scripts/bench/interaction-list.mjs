// @ts-check
/**
 * What `npm run bench` does on each page to time its interactions (interactions.mjs), and its
 * table. Every interaction is measured on a fresh page RUNS times, the list in turn each run, and
 * the menu link's two ways of reaching the next page alternate within each run.
 * Environment: BENCH_INTERACTIONS, a comma-separated list of names' beginnings ("gallery,menu
 * link") to measure only those; "0" for none.
 */
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
 * One sample of one interaction on a fresh phone.
 * @param {{ browser: import("playwright-core").Browser, base: string, client: string, copy: Copy }} where
 * @param {Interaction} interaction
 * @returns {Promise<InteractionSample>}
 */
async function sampleInteraction({ browser, base, client, copy }, interaction) {
  const prepare = interaction.consent ? (/** @type {Page} */ page) => withConsentBanner(page, client) : undefined;
  const { page, close } = await openPhone(browser, `${base}${interaction.path}`, prepare);
  try {
    if (interaction.consent) await page.getByRole("button", { name: copy.accept }).waitFor({ timeout: 30_000 });
    await interaction.setup?.(page, copy);
    await startMeasuring(page);
    await interaction.act(page, copy);
    return await readInteraction(page);
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
 */
async function sampleReferenceTap(browser, reference, control) {
  const whenReady = reference.hydrated ? whenBodyHydrated : async () => {};
  const { page, close } = await openPhone(browser, `${reference.base}/`, undefined, { whenReady });
  try {
    await page.evaluate(control.add, control.control);
    await tap(page, page.getByRole("button", { name: control.control }));
    return await readInteraction(page);
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
 * @typedef {{ name: string, path: string, scroll: boolean, reference?: boolean, samples: InteractionSample[] }} InteractionResult
 * @typedef {{ clientSide: number[], fullLoad: number[] }} MenuLinkResult
 * @typedef {{ name: string, base: string, hydrated: boolean }} ReferencePage  A floor the site's taps are read against.
 */

/**
 * Every interaction RUNS times, each on a fresh phone; with `references` (the bench's bare pages
 * and framework floor), a tap on a reference button on each, in the same runs.
 * @param {{ browser: import("playwright-core").Browser, base: string, client: string, root: string, runs: number, only?: string[], references?: ReferencePage[], log: (line: string) => void }} options
 */
export async function measureInteractions({ browser, base, client, root, runs, only, references = [], log }) {
  const copy = copyOf(root);
  const chosen = (/** @type {string} */ name) => !only || only.some((start) => name.startsWith(start));
  /** @type {InteractionResult[]} */
  const results = interactions
    .filter(({ name }) => chosen(name))
    .map(({ name, path, scroll }) => ({ name, path, scroll: Boolean(scroll), samples: [] }));
  const referenceResults = referenceControls.flatMap((control) =>
    references.map((reference) => {
      /** @type {InteractionResult} */
      const result = { name: control.name, path: `${reference.name} /`, scroll: false, reference: true, samples: [] };
      return { reference, control, result };
    }),
  );
  /** @type {MenuLinkResult} */
  const menu = { clientSide: [], fullLoad: [] };
  const where = { browser, base, client, copy };
  for (let run = 1; run <= runs; run++) {
    for (const result of results) {
      const interaction = /** @type {Interaction} */ (interactions.find(({ name }) => name === result.name));
      const sample = await sampleInteraction(where, interaction);
      result.samples.push(sample);
      log(`[interactions ${run}/${runs}] ${result.name}: ${describe(sample)}`);
    }
    for (const { reference, control, result } of referenceResults) {
      const sample = await sampleReferenceTap(browser, reference, control);
      result.samples.push(sample);
      log(`[interactions ${run}/${runs}] ${result.name}, ${reference.name}: ${describe(sample)}`);
    }
    if (!chosen("menu link")) continue;
    for (const full of [false, true]) {
      const ms = await sampleMenuLink(where, full);
      (full ? menu.fullLoad : menu.clientSide).push(ms);
      log(
        `[interactions ${run}/${runs}] menu link, ${full ? "full load" : "client-side"}: hero ${Math.round(ms)} ms after the touch`,
      );
    }
  }
  return { results: [...referenceResults.map(({ result }) => result), ...results], menu };
}

/** @param {InteractionSample} sample */
function describe(sample) {
  if (sample.below) return "no interaction over 16 ms";
  const ms = (/** @type {number | null} */ n) => Math.round(n ?? NaN);
  return (
    `INP ${ms(sample.inp)} ms (input delay ${ms(sample.inputDelay)}, processing ${ms(sample.processing)}, ` +
    `presentation ${ms(sample.presentationDelay)})`
  );
}

/** Targets: INP at most 100 ms, presentation delay at most 50 ms. */
const targets = { inp: 100, presentationDelay: 50 };

/**
 * The interactions' markdown table: medians, an interaction with no entry counted as 16 ms (the
 * Event Timing threshold it stayed under).
 * @param {{ results: InteractionResult[], menu: MenuLinkResult }} measured
 */
export function interactionTable({ results, menu }) {
  const lines = [
    "| interaction | page | INP ms | input delay ms | processing ms | presentation delay ms | within targets |",
    "| --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const { name, path, scroll, reference, samples } of results) {
    const below = samples.filter((sample) => sample.below).length;
    const of = (/** @type {keyof InteractionSample} */ key, fallback = 0) =>
      median(samples.map((sample) => (sample.below ? fallback : Number(sample[key]))));
    const inp = of("inp", 16);
    const presentation = of("presentationDelay");
    const cell = (/** @type {number} */ n) => (below * 2 > samples.length ? "-" : String(Math.round(n)));
    const inpCell = below * 2 > samples.length ? (scroll ? "a scroll, not an interaction" : "< 16") : cell(inp);
    const within = reference ? "-" : inp <= targets.inp && presentation <= targets.presentationDelay ? "yes" : "**no**";
    lines.push(
      `| ${name} | ${path} | ${inpCell} | ${cell(of("inputDelay"))} | ${cell(of("processing"))} | ${cell(presentation)} | ${within} |`,
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
 * What the interactions' table says, for its note.
 * @param {number} runs
 * @param {number} cpuSlowdown
 */
export function interactionNote(runs, cpuSlowdown) {
  return (
    `Each control on a fresh phone (412x915, touch; 150 ms RTT, 1.6 Mbit/s, ${cpuSlowdown}x CPU), hydrated and ` +
    `idle, then one thing done as a person would, by touch or keys (scripts/bench/interaction-list.mjs); median ` +
    `of ${runs}. INP is the interaction's Event Timing duration (the worst of several: typing a name, three ` +
    `arrow presses), split into input delay, processing and presentation delay as web-vitals' attribution ` +
    `splits it; "< 16" is an interaction under Event Timing's 16 ms threshold. Targets: INP at most ` +
    `${targets.inp} ms, presentation delay at most ${targets.presentationDelay} ms. The menu link: from the ` +
    `touch on "${menuLink.name}" in the open menu on / to ${menuLink.path}'s hero image painted (Element ` +
    `Timing), by the site's client-side navigation and by a full load of the same page, alternating. ` +
    `The reference rows (with \`--against bare\`): the same taps on controls added to the bare home page and ` +
    `to its framework floor: a button whose click only flips its own pressed state, what a tap costs at this ` +
    `slowdown before any of the site's code (the browser's own work, then React's listeners); and Send in a ` +
    `form whose one required field is empty, the browser's own check and the message it draws, as the quote ` +
    `form's Send with a field missing does.`
  );
}
