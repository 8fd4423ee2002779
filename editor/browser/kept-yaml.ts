/**
 * The site editor's YAML writer, in place of Decap's own (which writes a file whole in its style,
 * so every Save's diff was noise): the file as it was read is kept, and only what the Save changed
 * is written, each value keeping its quotes, every comment and blank line staying. A new list item
 * takes the style of the list's first item (its keys' order, each key's quoting), the rule the job
 * page's writer follows (app/lib/job-publishing/list-lines.ts), so a job added from either writes
 * the same lines (docs/decisions/120).
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

import { sameData } from "../../app/lib/job-publishing/same-data.ts";

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

/** A new node for `value`, in the style of `model` (the list's first item) where it has one. */
function styled(doc: Document, value: unknown, model?: unknown): Node {
  const node = doc.createNode(value) as Node;
  if (!isMap(node) || !isMap(model)) return node;
  const order = model.items.map((pair) => keyOf(pair.key));
  const rank = (key: unknown) => (order.includes(keyOf(key)) ? order.indexOf(keyOf(key)) : order.length);
  node.items.sort((a, b) => rank(a.key) - rank(b.key));
  for (const pair of node.items) {
    const like = model.items.find((each) => keyOf(each.key) === keyOf(pair.key))?.value;
    if (isScalar(pair.value) && isScalar(like) && typeof pair.value.value === "string") pair.value.type = like.type;
    else if (isMap(pair.value)) pair.value = styled(doc, pair.value.toJS(doc), like);
  }
  return node;
}

function mergedMap(doc: Document, map: YAMLMap, value: Record<string, unknown>) {
  map.items = map.items.filter((pair) => keyOf(pair.key) in value);
  for (const [key, each] of Object.entries(value)) {
    const pair = map.items.find((one) => keyOf(one.key) === key);
    if (pair) pair.value = merged(doc, pair.value, each);
    else map.items.push(doc.createPair(key, styled(doc, each)));
  }
}

/** An item the Save kept keeps its node, wherever it moved; a changed one is merged; a new one styled. */
function mergedSeq(doc: Document, seq: YAMLSeq, value: unknown[]) {
  const old = [...seq.items];
  const oldData = old.map((node) => valueOf(doc, node));
  const used = new Set<number>();
  const matched = value.map((each) => {
    const index = oldData.findIndex((data, at) => !used.has(at) && sameData(data, each));
    if (index >= 0) used.add(index);
    return index;
  });
  const spare = old.filter((_, at) => !used.has(at));
  seq.items = value.map((each, at) => {
    const index = matched[at] ?? -1;
    if (index >= 0) return old[index];
    const replaced = spare.shift();
    return replaced === undefined ? styled(doc, each, old[0]) : merged(doc, replaced, each);
  });
}

/** `node` changed to hold `value`, keeping whatever of it the value did not change. */
function merged(doc: Document, node: unknown, value: unknown): unknown {
  if (node !== undefined && sameData(valueOf(doc, node), value)) return node;
  if (isMap(node) && isRecord(value)) mergedMap(doc, node, value);
  else if (isSeq(node) && Array.isArray(value)) mergedSeq(doc, node, value);
  else if (isScalar(node) && (value === null || typeof value !== "object")) (node as Scalar).value = value;
  else return styled(doc, value);
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
