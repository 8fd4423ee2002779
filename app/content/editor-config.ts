/**
 * The site editor's collections, generated from the page registry and the content schemas:
 * each field's widget, label, hint (the schema's description), whether it is required, list
 * limits, number limits and patterns. What a schema cannot say is its `editor(...)` metadata
 * (schema/editor.ts). `editor/build/site-editor.mjs` adds them to the hand-written backend settings
 * in `editor/page/config.yml`, at build and for `npm run edit`.
 */
import * as v from "valibot";

import { sharedFiles } from "./check.ts";
import { pageRegistry } from "./registry.ts";
import { type EditorCollection, type EditorField, editorCollections } from "./schema/editor.ts";

export type DecapField = {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  pattern?: [string, string];
  options?: (string | number | { label: string; value: string })[];
  multiple?: boolean;
  value_type?: "int" | "float";

  min?: number;
  max?: number;
  fields?: DecapField[];
  field?: DecapField;
  label_singular?: string;
  summary?: string;
  collapsed?: boolean;
  choose_url?: boolean;
  media_folder?: string;
  public_folder?: string;
};

export type DecapCollection = {
  name: string;
  label: string;
  description: string;
  editor?: { preview: false };
  /** The site editor's writer that keeps a file's layout (editor/browser/kept-yaml.ts). */
  format?: "kept-yml";
  files: { name: string; label: string; file: string; fields: DecapField[] }[];
};

type Node = {
  type: string;
  pipe?: Node[];
  wrapped?: Node;
  entries?: Record<string, Node>;
  item?: Node;
  options?: unknown[];
  literal?: unknown;
  requirement?: unknown;
  message?: unknown;
  kind?: string;
  title?: string;
  description?: string;
  metadata?: { editor?: EditorField };
};

/** A schema without its pipes and optional wrappers, with every action met on the way, inner first. */
function unpack(schema: unknown) {
  let node = schema as Node;
  let optional = false;
  let actions: Node[] = [];
  for (;;) {
    if (node.pipe) {
      actions = [...node.pipe.slice(1), ...actions];
      node = node.pipe[0] as Node;
    } else if (node.wrapped && /optional|nullish/.test(node.type)) {
      optional = true;
      node = node.wrapped;
    } else break;
  }
  const last = (type: string) => actions.filter((action) => action.type === type).at(-1);
  const all = (type: string) => actions.filter((action) => action.type === type);
  const meta: EditorField = Object.assign({}, ...actions.map((action) => action.metadata?.editor ?? {}));
  return { node, optional, meta, last, all };
}

/** "shortName" reads "Short name". */
const humanize = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ");
  return `${words[0]?.toUpperCase()}${words.slice(1).toLowerCase()}`;
};

const singular = (word: string) => word.replace(/ies$/, "y").replace(/s$/, "");

/** The part of a schema's message after the value it quotes, e.g. `is not a time: write it as HH:MM`. */
function patternMessage(message: unknown): string {
  const marker = "\u0001";
  const text = typeof message === "function" ? String(message({ input: marker })) : String(message ?? "");
  return text
    .replace(`${JSON.stringify(marker)} `, "")
    .replace(/^is not /, "not ")
    .replace(/^\w/, (first) => first.toUpperCase());
}

function patternOf(last: (type: string) => Node | undefined): [string, string] | undefined {
  const regex = last("regex");
  // Decap reads a pattern without flags; a case-blind one is left to the build's check.
  if (regex && regex.requirement instanceof RegExp && regex.requirement.flags === "")
    return [regex.requirement.source, patternMessage(regex.message)];
  const prefix = last("starts_with");
  if (prefix && typeof prefix.requirement === "string")
    return [`^${prefix.requirement.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, patternMessage(prefix.message)];
  const email = last("email");
  if (email && email.requirement instanceof RegExp)
    return [email.requirement.source, "Not an email address: write it as name@domain.tld"];
  return undefined;
}

/** A choice as the editor lists it: under its reading where the schema gives one. */
const choice = (value: unknown, meta: EditorField) => {
  const label = meta.choices?.[String(value)];
  return label === undefined ? (value as string) : { label, value: String(value) };
};

/** A limit's number; a limit of Infinity is no limit. */
const numberOf = (node: Node | undefined) =>
  typeof node?.requirement === "number" && Number.isFinite(node.requirement) ? node.requirement : undefined;

/**
 * What a list's collapsed rows show when the schema names nothing: Decap shows the field's label
 * on every row of a list of single values ("Town", "Town", ...) and the first field of a list of
 * objects even when that is a hidden key, so the owner would open each row to find one.
 */
function itemSummary(list: DecapField): string | undefined {
  if (list.field) return `{{fields.${list.field.name}}}`;
  const [first, ...rest] = list.fields ?? [];
  if (first?.widget !== "hidden") return undefined;
  const shown = rest.find((each) => each.widget === "string" || each.widget === "text");
  return shown ? `{{fields.${shown.name}}}` : undefined;
}

/** What the generated fields may offer beyond the schemas: the site's pictures, by path. */
export type EditorSources = { pictures?: readonly string[] };

/** The Decap field for one key of a schema. */
export function editorField(name: string, schema: unknown, sources: EditorSources = {}): DecapField {
  const { node, optional, meta, last, all } = unpack(schema);
  const field: DecapField = { name, label: meta.label ?? last("title")?.title ?? humanize(name), widget: "string" };
  const hint = meta.hint ?? last("description")?.description;
  if (hint) field.hint = hint;
  if (optional) field.required = false;
  if (meta.widget === "hidden") return { ...field, widget: "hidden" };

  switch (node.type) {
    case "strict_object":
    case "object":
      field.widget = "object";
      field.fields = Object.entries(node.entries ?? {}).map(([key, entry]) => editorField(key, entry, sources));
      break;
    case "array": {
      const item = unpack(node.item);
      const mins = [...all("min_length"), ...all("length")].map(numberOf).filter((n) => n !== undefined);
      const maxes = [...all("max_length"), ...all("length")].map(numberOf).filter((n) => n !== undefined);
      if (item.node.type === "picklist") {
        Object.assign(field, { widget: "select", multiple: true, options: item.node.options });
      } else {
        field.widget = "list";
        field.label_singular = meta.singular ?? singular(humanize(name)).toLowerCase();
        if (/object/.test(item.node.type)) field.fields = editorField("item", node.item, sources).fields;
        else field.field = editorField(singular(name), node.item, sources);
        const summary = meta.summary ?? itemSummary(field);
        if (summary) field.summary = summary;
        if (meta.expanded) field.collapsed = false;
      }
      if (mins.length > 0) field.min = Math.max(...mins);
      if (maxes.length > 0) field.max = Math.min(...maxes);
      break;
    }
    case "number": {
      field.widget = "number";
      const integer = all("integer").length > 0;
      field.value_type = integer ? "int" : "float";
      const mins = all("min_value")
        .map(numberOf)
        .filter((n) => n !== undefined);
      const maxes = all("max_value")
        .map(numberOf)
        .filter((n) => n !== undefined);
      if (mins.length > 0) field.min = Math.max(...mins);
      if (maxes.length > 0) field.max = Math.min(...maxes);
      break;
    }
    case "boolean":
      field.widget = "boolean";
      break;
    case "picklist":
      Object.assign(field, { widget: "select", options: node.options?.map((value) => choice(value, meta)) });
      break;
    case "literal":
      Object.assign(field, { widget: "select", options: [node.literal] });
      break;
    default: {
      field.widget = meta.widget ?? (node.type === "string" || node.type === "union" ? "string" : "hidden");
      const pattern = patternOf(last);
      if (pattern) field.pattern = pattern;
      // Required unless the schema itself accepts an empty value (an optional ID, a number left out).
      if (v.safeParse(schema as v.GenericSchema, "").success) field.required = false;
    }
  }
  // Without the list (the preview reads only the names), the path is typed, as its pattern says.
  if (meta.widget === "picture-name") {
    const pictures = sources.pictures ?? [];
    if (pictures.length > 0) {
      delete field.pattern;
      Object.assign(field, { widget: "select", options: [...pictures].sort() });
    } else field.widget = "string";
  }
  if (meta.widget === "image") {
    delete field.pattern;
    Object.assign(field, { widget: "image", choose_url: false });
    if (meta.folder)
      Object.assign(field, { media_folder: `/app/assets/images/${meta.folder}`, public_folder: meta.folder });
  }
  return field;
}

function contentFile(name: string, file: string, schema: unknown, fallbackLabel: string, sources: EditorSources) {
  const { node, meta, last } = unpack(schema);
  const fields = Object.entries(node.entries ?? {}).map(([key, entry]) => editorField(key, entry, sources));
  return {
    name,
    label: meta.label ?? last("title")?.title ?? fallbackLabel,
    file,
    fields,
    collection: meta.collection,
  };
}

/** Every content file's editor entry, grouped as `editorCollections` orders them. */
export function generateCollections(sources: EditorSources = {}): DecapCollection[] {
  const shared = Object.values(sharedFiles).map(({ file, schema }) =>
    contentFile(file.replace(/\.yml$/, ""), `content/${file}`, schema, humanize(file.replace(/\.yml$/, "")), sources),
  );
  const pages = pageRegistry.map((page) => ({
    ...contentFile(page.id, `content/pages/${page.id}.yml`, page.schema, `${humanize(page.id)} page`, sources),
    collection: "pages" as EditorCollection,
  }));
  const files = [...shared, ...pages];
  const unplaced = files.filter((file) => !editorCollections.some((each) => each.name === file.collection));
  if (unplaced.length > 0)
    throw new Error(
      `site editor: ${unplaced.map((file) => file.file).join(", ")} has no editor group: pipe editor({ collection }) into its schema`,
    );
  return editorCollections.map(({ name, label, description, preview }) => ({
    name,
    label,
    description,
    ...(preview ? {} : { editor: { preview: false as const } }),
    format: "kept-yml" as const,
    files: files.filter((file) => file.collection === name).map(({ collection: _collection, ...file }) => file),
  }));
}
