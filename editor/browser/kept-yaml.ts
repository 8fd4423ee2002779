/**
 * The site editor's YAML writer, in place of Decap's own (which writes a file whole in its style,
 * so every Save's diff was noise): the file as it was read is kept, and only what the Save changed
 * is written, each value keeping its quotes, every comment and blank line staying. A new list item
 * takes the style of the first item the Save kept (its keys' order, each key's quoting), as the
 * job page's writer takes the list's first (app/owner/publishing/list-lines.ts), so a job added
 * from either writes the same lines (docs/decisions/120).
 *
 * Decap hands a format the data only, not the file's path: the file is the text read last whose
 * top-level values the Save left most alike (an edit changes some, another file shares none).
 */
import {
  type Document,
  isMap,
  isNode,
  isScalar,
  isSeq,
  type Node,
  parse,
  parseDocument,
  type Scalar,
  stringify,
  type YAMLMap,
  type YAMLSeq,
} from "yaml";

import { sameData } from "../../app/owner/publishing/same-data.ts";

const writeOptions = { lineWidth: 0, flowCollectionPadding: false } as const;
/** Texts read (or written) this session, newest last, with their data. */
const known: { text: string; data: unknown }[] = [];
const rememberedTexts = 64;

function remember(text: string, data: unknown) {
  const index = known.findIndex((each) => each.text === text);
  if (index >= 0) known.splice(index, 1);
  known.push({ text, data });
  if (known.length > rememberedTexts) known.shift();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);

/** The text the Save's data was read from: the one whose top-level values it keeps most of. */
function sourceOf(data: Record<string, unknown>): string | undefined {
  let best: { text: string; alike: number } | undefined;
  for (const { text, data: read } of known) {
    if (!isRecord(read)) continue;
    const alike = Object.keys(data).filter((key) => key in read && sameData(read[key], data[key])).length;
    if (alike > 0 && alike >= (best?.alike ?? 0)) best = { text, alike };
  }
  return best?.text;
}

const valueOf = (doc: Document, node: unknown): unknown => (isNode(node) ? node.toJS(doc) : node);
const keyOf = (key: unknown) => String(isScalar(key) ? key.value : key);

/** The value `model` (an item of the same list) holds under `key`, to take its style from. */
const likeIn = (model: unknown, key: unknown): unknown =>
  isMap(model) ? model.items.find((each) => keyOf(each.key) === keyOf(key))?.value : undefined;

/** Where `key` comes in `model`'s order of keys; keys it lacks come last. */
function rankIn(model: unknown): (key: unknown) => number {
  const order = isMap(model) ? model.items.map((pair) => keyOf(pair.key)) : [];
  return (key) => (order.includes(keyOf(key)) ? order.indexOf(keyOf(key)) : order.length);
}

/** A new node for `value`, in the style of `model` (the list's first item) where it has one. */
function styled(doc: Document, value: unknown, model?: unknown): Node {
  const node = doc.createNode(value) as Node;
  if (isScalar(node) && isScalar(model) && typeof node.value === "string") node.type = model.type;
  if (!isMap(node) || !isMap(model)) return node;
  const rank = rankIn(model);
  node.items.sort((a, b) => rank(a.key) - rank(b.key));
  for (const pair of node.items) pair.value = styled(doc, valueOf(doc, pair.value), likeIn(model, pair.key));
  return node;
}

/**
 * `{}` and `[]` are how YAML writes an empty collection: one that gets items is written as a block,
 * as the file's others are. Decap backs a draft up through this format a few seconds after each
 * change, so a list item just added reaches the writer empty, and the next Save fills it.
 */
function unfoldIfFilled(node: YAMLMap | YAMLSeq, wasEmpty: boolean) {
  if (wasEmpty && node.items.length > 0) node.flow = false;
}

function mergedMap(doc: Document, map: YAMLMap, value: Record<string, unknown>, model?: unknown) {
  const wasEmpty = map.items.length === 0;
  const rank = rankIn(model);
  map.items = map.items.filter((pair) => keyOf(pair.key) in value);
  for (const [key, each] of Object.entries(value)) {
    const pair = map.items.find((one) => keyOf(one.key) === key);
    if (pair) {
      pair.value = merged(doc, pair.value, each, likeIn(model, key));
      continue;
    }
    // A key the item lacked goes where the list's first item has it, in its quoting.
    const after = map.items.findIndex((one) => rank(one.key) > rank(key));
    const added = doc.createPair(key, styled(doc, each, likeIn(model, key)));
    map.items.splice(after < 0 ? map.items.length : after, 0, added);
  }
  unfoldIfFilled(map, wasEmpty);
}

/**
 * An item the Save kept keeps its node, wherever it moved; a changed one is merged; a new one
 * styled after the first item the Save kept, as the list was before: an item a draft backup
 * wrote part way through (its photo only) is no model for the rest of its keys.
 */
function mergedSeq(doc: Document, seq: YAMLSeq, value: unknown[]) {
  const old = [...seq.items];
  const oldData = old.map((node) => valueOf(doc, node));
  const used = new Set<number>();
  const matched = value.map((each) => {
    const index = oldData.findIndex((data, at) => !used.has(at) && sameData(data, each));
    if (index >= 0) used.add(index);
    return index;
  });
  const filled = (node: unknown) => isMap(node) && node.items.length > 0;
  const model = old.find((node, at) => used.has(at) && filled(node)) ?? old.find(filled) ?? old[0];
  const spare = old.filter((_, at) => !used.has(at));
  seq.items = value.map((each, at) => {
    const index = matched[at] ?? -1;
    if (index >= 0) return old[index];
    const replaced = spare.shift();
    return replaced === undefined ? styled(doc, each, model) : merged(doc, replaced, each, model);
  });
  unfoldIfFilled(seq, old.length === 0);
}

/** `node` changed to hold `value`, keeping whatever of it the value did not change. */
function merged(doc: Document, node: unknown, value: unknown, model?: unknown): unknown {
  if (node !== undefined && sameData(valueOf(doc, node), value)) return node;
  if (isMap(node) && isRecord(value)) mergedMap(doc, node, value, model);
  else if (isSeq(node) && Array.isArray(value)) mergedSeq(doc, node, value);
  else if (isScalar(node) && (value === null || typeof value !== "object")) (node as Scalar).value = value;
  else return styled(doc, value, model);
  return node;
}

/** `data` written into `text`: the lines of what did not change stay as they are. */
export function writtenInto(text: string, data: unknown): string {
  const doc = parseDocument(text);
  if (doc.errors.length || !isMap(doc.contents) || !isRecord(data)) return stringify(data, writeOptions);
  mergedMap(doc, doc.contents, data);
  return doc.toString(writeOptions);
}

/** The format Decap reads and writes content files with (`format` of each collection). */
export const keptYaml = {
  name: "kept-yml",
  extension: "yml",
  formatter: {
    fromFile(text: string): unknown {
      const data: unknown = parse(text, { maxAliasCount: -1 });
      remember(text, data);
      return data;
    },
    toFile(data: unknown): string {
      const source = isRecord(data) ? sourceOf(data) : undefined;
      const text = source === undefined ? stringify(data, writeOptions) : writtenInto(source, data);
      remember(text, parse(text));
      return text;
    },
  },
};
