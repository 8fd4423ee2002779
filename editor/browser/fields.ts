/**
 * The editor's fields, as Decap draws them, with two additions below each one:
 * - the problems a refused Save gave for it (field-problems.ts), in the build's words;
 * - for a text holding placeholders (`{business.name}`, `{claims.foundedYear}`), the finished
 *   sentence as visitors will read it, what is wrong with a placeholder, and the placeholders
 *   there are, each with what it reads now.
 * Each of Decap's own controls is wrapped, not replaced: it still draws, validates and saves the
 * field. Made with Decap's React (`h`, `createClass`), since Decap renders them.
 */
import { contentDir, sharedFiles } from "../../app/content/check.ts";
import { findImage } from "../../app/content/images.ts";
import { type Facts, fillFacts, placeholders } from "../../app/content/facts.ts";
import { problemLine } from "../../app/content/problem-line.ts";
import { factPlaceholder } from "../../app/content/schema/blocks.ts";

import type { ControlProps, Decap, DecapComponent, DecapField } from "./decap.ts";
import { checkWithFormEntry, currentContent, editorImageUrl, onContent } from "./editor-content.ts";
import { controlPlace, fieldShown, keepUnfixed, onFieldProblems, problemsAt, refusedIn } from "./field-problems.ts";
import { rememberSlot } from "./photo-upload.ts";
import { problemsNow } from "./save-checks.ts";

/** Controls whose values a problem line can name; text ones also explain their placeholders. */
const wrapped: Record<string, { explains: boolean }> = {
  string: { explains: true },
  text: { explains: true },
  number: { explains: false },
  select: { explains: false },
  image: { explains: false },
};

/** Contrast above 4.5:1 on Decap's white and light grey field backgrounds. */
const colours = { problem: "#b00020", muted: "#3d4451" };
const textStyle = { margin: "6px 0 0", font: "14px/1.45 system-ui, sans-serif" };

/** A list item's position in its list, read from the page (Decap keeps it in the list's own state only). */
function listPosition(item: string): number | undefined {
  const bar = document.querySelector(`[data-testid="styled-list-item-top-bar-${CSS.escape(item)}"]`);
  const element = bar?.parentElement;
  const list = element?.parentElement;
  if (!element || !list) return undefined;
  const items = [...list.children].filter((child) =>
    child.querySelector(':scope > [data-testid^="styled-list-item-top-bar-"]'),
  );
  const index = items.indexOf(element);
  return index === -1 ? undefined : index;
}

const sharedFacts = ["business", "claims"] as const;

const holdsPlaceholders = (text: string) => new RegExp(factPlaceholder.source).test(text) || /\{name:/.test(text);

/** The facts the placeholders read: the entry's own, when it is the business details or the figures. */
function factsFor(props: ControlProps): Facts | undefined {
  const content = currentContent();
  if (!content) return undefined;
  const saved = checkWithFormEntry(content).content;
  // Only the business details and the figures change the facts; other entries need no check of their own.
  const path = props.entry.get("path");
  if (!sharedFacts.some((key) => path === `${contentDir}/${sharedFiles[key].file}`)) return saved;
  const edited = checkWithFormEntry(content, props.entry).content;
  return { business: edited.business ?? saved.business, claims: edited.claims ?? saved.claims };
}

function explanation({ h }: Decap, props: ControlProps) {
  const text = typeof props.value === "string" ? props.value : "";
  if (!holdsPlaceholders(text)) return null;
  const facts = factsFor(props);
  if (!facts) return null;
  const wrong: string[] = [];
  const finished = fillFacts(text, facts, (problem) => wrong.push(problem));
  const groups = placeholders(facts);
  const list = (title: string, items: { name: string; value: string }[]) =>
    items.length
      ? h(
          "div",
          { key: title },
          h("strong", { style: { display: "block", marginTop: "6px" } }, title),
          h(
            "ul",
            { style: { margin: "2px 0 0", paddingLeft: "18px" } },
            ...items.map(({ name, value }) => h("li", { key: name }, h("code", null, name), ` reads “${value}”`)),
          ),
        )
      : null;
  return h(
    "div",
    { "data-placeholder-help": props.forID, style: { ...textStyle, color: colours.muted } },
    h("p", { style: { margin: 0 } }, h("strong", null, "Visitors read: "), finished),
    ...wrong.map((problem) => h("p", { key: problem, style: { margin: "2px 0 0", color: colours.problem } }, problem)),
    h(
      "details",
      { style: { marginTop: "4px" } },
      h("summary", { style: { cursor: "pointer" } }, "Placeholders you can use"),
      list("Business details", groups.business),
      list("Figures", groups.claims),
      list("Team", groups.team),
    ),
  );
}

function problemLines({ h }: Decap, props: ControlProps) {
  const filePath = props.entry.get("path");
  const place = controlPlace(props.parentIds ?? [], props.field.get("name"));
  const problems = problemsAt(filePath, place, props.value, listPosition);
  if (!problems.length) return null;
  return h(
    "div",
    { id: `${props.forID}-problems`, role: "alert" },
    // Under the field it names, a problem needs only what is wrong and the fix.
    ...problems.map((problem) =>
      h(
        "p",
        { key: problemLine(problem), style: { ...textStyle, color: colours.problem, fontWeight: 600 } },
        problem.message,
      ),
    ),
  );
}

type GetAsset = (path: string, field?: unknown) => unknown;
const siteAssets = new WeakMap<GetAsset, GetAsset>();

/**
 * Decap's `getAsset` for a photo field, reading the site's own paths: Decap looks for
 * `projects/patio.jpg` in its media folder and draws an empty thumbnail, so a photo the site
 * already has comes from the editor's copy of the images, and only a new upload from Decap.
 * One per Decap function, so the control does not fetch its thumbnail again at every redraw.
 */
function siteAsset(getAsset: GetAsset): GetAsset {
  let found = siteAssets.get(getAsset);
  if (!found) {
    found = (path, field) => {
      const file = findImage(path, currentContent()?.images ?? []);
      if (!file) return getAsset(path, field);
      const url = editorImageUrl(file);
      return { url, toString: () => url };
    };
    siteAssets.set(getAsset, found);
  }
  return found;
}

type OpenLibrary = (options: unknown) => unknown;
const withSlot =
  (field: DecapField, open: OpenLibrary): OpenLibrary =>
  (options) => {
    rememberSlot(field);
    return open(options);
  };

type Inner = {
  isValid?: () => unknown;
  getValidateValue?: () => unknown;
  focus?: (path?: string) => void;
  shouldComponentUpdate?: (next: ControlProps) => boolean;
};

function wrap(decap: Decap, name: string, original: DecapComponent, explains: boolean): DecapComponent {
  const { h, createClass } = decap;
  return createClass<ControlProps, { inner?: Inner; stop?: (() => unknown)[] }>({
    componentDidMount() {
      this.stop = [
        onFieldProblems(() => this.forceUpdate()),
        onContent(() => this.forceUpdate()),
        fieldShown(this.props.entry.get("path")),
      ];
    },
    componentWillUnmount() {
      for (const stop of this.stop ?? []) stop();
    },
    componentDidUpdate(previous: ControlProps) {
      // A refused line goes once the entry no longer brings it, whichever field fixed it.
      const { entry } = this.props;
      const content = currentContent();
      if (entry !== previous.entry && content && refusedIn(entry.get("path")))
        keepUnfixed(entry.get("path"), problemsNow(content, entry));
      // The field's input names its problem lines for screen readers.
      const input = document.getElementById(this.props.forID);
      const problems = document.getElementById(`${this.props.forID}-problems`);
      if (!input) return;
      if (problems) {
        input.setAttribute("aria-describedby", problems.id);
        input.setAttribute("aria-invalid", "true");
      } else if (input.getAttribute("aria-describedby") === `${this.props.forID}-problems`) {
        input.removeAttribute("aria-describedby");
        input.removeAttribute("aria-invalid");
      }
    },
    // Decap asks the control it holds for these; the wrapped control answers.
    isValid() {
      return this.inner?.isValid ? this.inner.isValid() : true;
    },
    getValidateValue() {
      return this.inner?.getValidateValue?.();
    },
    focus(path?: string) {
      if (this.inner?.focus) this.inner.focus(path);
      else document.getElementById(this.props.forID)?.focus();
    },
    // Decap redraws a field when its control says so; a text that explains itself also follows the facts.
    shouldComponentUpdate(next: ControlProps) {
      // While a Save waits on a fix, every field follows the entry: a change anywhere may fix its line.
      if (next.entry !== this.props.entry && refusedIn(next.entry.get("path"))) return true;
      if (this.inner?.shouldComponentUpdate) return this.inner.shouldComponentUpdate(next);
      return (
        next.value !== this.props.value ||
        next.classNameWrapper !== this.props.classNameWrapper ||
        next.hasActiveStyle !== this.props.hasActiveStyle ||
        (explains && next.entry !== this.props.entry)
      );
    },
    render() {
      return h(
        "div",
        { "data-checked-field": name },
        h(original, {
          ...this.props,
          ...(name === "image" && typeof this.props.getAsset === "function"
            ? { getAsset: siteAsset(this.props.getAsset as GetAsset) }
            : {}),
          // The picture library prepares an upload for the slot of the field that opened it.
          ...(name === "image" && typeof this.props.onOpenMediaLibrary === "function"
            ? { onOpenMediaLibrary: withSlot(this.props.field, this.props.onOpenMediaLibrary as OpenLibrary) }
            : {}),
          ref: (inner: Inner | null) => void (this.inner = inner ?? undefined),
        }),
        problemLines(decap, this.props),
        explains ? explanation(decap, this.props) : null,
      );
    },
  });
}

/** Wraps Decap's own controls; call before Decap draws its first entry. */
export function registerFields(decap: Decap) {
  for (const [name, { explains }] of Object.entries(wrapped)) {
    const original = decap.CMS.getWidget(name);
    if (!original) continue;
    decap.CMS.registerWidget(name, wrap(decap, name, original.control, explains), original.preview, original.schema);
  }
}
