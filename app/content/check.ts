/**
 * Checks the content files' data against their schemas, fills in the placeholders and page
 * links, and checks every picture against the image files there are. Pure (no file access), so
 * the same checks run at build (`load.ts` reads the files and calls them) and in the site editor
 * on the entry being saved (app/admin/save-checks.ts). Every problem is one line naming the file,
 * the field and the fix.
 */
import * as v from "valibot";

import { descriptionLength } from "../lib/metadata-builders.ts";

import { cropWarning } from "./crop.ts";
import { pageRegistry, type PageId, sitemapLastModified } from "./registry.ts";
import { factPlaceholder, presetMinimum } from "./schema/blocks.ts";
import { type Business, businessSchema } from "./schema/business.ts";
import { claimFormats, type Claims, claimsSchema } from "./schema/claims.ts";
import { type Galleries, galleriesSchema } from "./schema/galleries.ts";
import { ImageRef, isTextTemplate, PageLink, textTemplate } from "./schema/refs.ts";
import {
  type CarouselContent,
  carouselSchema,
  type LayoutCopy,
  layoutSchema,
  type LocationMapContent,
  locationMapSchema,
  type QuoteFormContent,
  quoteFormSchema,
} from "./schema/shared.ts";

/** The shared content files, by the name the app knows them by. */
export const sharedFiles = {
  business: { file: "business.yml", schema: businessSchema },
  claims: { file: "claims.yml", schema: claimsSchema },
  galleries: { file: "galleries.yml", schema: galleriesSchema },
  layout: { file: "layout.yml", schema: layoutSchema },
  carousel: { file: "carousel.yml", schema: carouselSchema },
  quoteForm: { file: "quote-form.yml", schema: quoteFormSchema },
  locationMap: { file: "location-map.yml", schema: locationMapSchema },
} as const;

type PageSchemas = { [Page in (typeof pageRegistry)[number] as Page["id"]]: Page["schema"] };
export type PageContent<Id extends PageId> = v.InferOutput<PageSchemas[Id]>;

export type Content = {
  business: Business;
  claims: Claims;
  galleries: Galleries;
  layout: LayoutCopy;
  carousel: CarouselContent;
  quoteForm: QuoteFormContent;
  locationMap: LocationMapContent;
  pages: { [Id in PageId]: PageContent<Id> };
};

/** A page as the menus, breadcrumbs and sitemap see it. */
export type SitePage = {
  id: PageId;
  path: string;
  label: string;
  menu: boolean;
  sitemap?: { changefreq: string; priority: string; lastmod: string };
};

export type ContentResult = {
  /** Complete only when there are no problems. */
  content: Content;
  sitePages: SitePage[];
  /** One line each: `content/file.yml: field: what is wrong and how to fix it`. */
  problems: string[];
  /** Printed, but the build goes on. */
  warnings: string[];
  /** Every use of a picture, with where it is written. */
  imageUses: ImageUse[];
  /** Files the result was read from, so a watcher knows when to read again. */
  files: string[];
};

/** What the checks find in the content, before knowing where it was read from. */
export type CheckedContent = Omit<ContentResult, "files">;

type SharedKey = keyof typeof sharedFiles;

/** The data of each content file as parsed from YAML; `undefined` where a file could not be read. */
export type RawContent = {
  shared: Partial<Record<SharedKey, unknown>>;
  /** By page id. */
  pages: Partial<Record<string, unknown>>;
  /** The names of the files in `content/pages/`. */
  pageFiles: readonly string[];
};

export const contentDir = "content";
export const imagesDir = "app/assets/images";
export const imageExtensions = [".jpg", ".jpeg", ".png", ".webp"];

type Path = (string | number)[];

type ImageUse = { ref: ImageRef; file: string; keys: Path };

const fieldPath = (keys: Path) =>
  keys.reduce<string>((text, key) => (typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${key}` : key), "");

const line = (file: string, keys: Path, message: string) =>
  keys.length ? `${file}: ${fieldPath(keys)}: ${message}` : `${file}: ${message}`;

const expectedWords: Record<string, string> = {
  string: "text",
  number: "a number",
  boolean: "yes or no",
  Array: "a list",
  Object: "a group of fields",
};

function describeValue(value: unknown) {
  if (Array.isArray(value)) return "a list";
  if (value === null) return "empty";
  if (typeof value === "object") return "a group of fields";
  return JSON.stringify(value);
}

/** A schema issue as the fix an editor needs. */
function issueMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === "schema") {
    if (issue.type === "strict_object" && issue.expected === "never")
      return "is not a field here: remove it or check its spelling";
    if (issue.input === undefined) return "is missing";
    if (issue.type === "picklist" || issue.type === "literal" || issue.type === "union") return issue.message;
    const expected = issue.expected?.split(" | ").map((word) => expectedWords[word] ?? word) ?? [];
    if (expected.length && !issue.message.startsWith("Invalid"))
      return issue.message.includes(" ") ? issue.message : `should be ${expected.join(" or ")}`;
    return `should be ${expected.join(" or ")}, not ${describeValue(issue.input)}`;
  }
  return issue.message;
}

function parse<Schema extends v.GenericSchema>(
  schema: Schema,
  data: unknown,
  name: string,
  problems: string[],
): v.InferOutput<Schema> | undefined {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  for (const issue of result.issues) {
    const keys = (issue.path ?? []).map((item) => item.key as string | number);
    problems.push(line(name, keys, issueMessage(issue)));
  }
  return undefined;
}

type Facts = { business?: Business; claims?: Claims };

const firstName = (name: string) => name.split(" ")[0] ?? name;

function joinList(items: readonly string[], separator: "and" | "commas") {
  if (separator === "commas" || items.length < 2) return items.join(", ");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The value a fact placeholder stands for, or why there is none. */
function lookupFact(name: string, facts: Facts): { value: string } | { problem: string } {
  const [scope, ...keys] = name.split(".");
  if (scope === "claims") {
    if (!facts.claims) return { value: "" };
    let value: unknown = facts.claims;
    for (const key of keys) value = (value as Record<string, unknown> | undefined)?.[key];
    if (typeof value === "number") return { value: (claimFormats[keys.join(".")] ?? String)(value) };
    const known = Object.entries(facts.claims).flatMap(([key, claim]) =>
      typeof claim === "number" ? [key] : Object.keys(claim).map((part) => `${key}.${part}`),
    );
    const near = known.find((key) => key.toLowerCase() === keys.join(".").toLowerCase());
    return {
      problem: `{${name}} is not a figure in content/claims.yml (${near ? `did you mean {claims.${near}}?` : `figures: ${known.join(", ")}`})`,
    };
  }
  if (scope === "team") {
    if (!facts.business) return { value: "" };
    const [key, ...fields] = keys;
    const member = facts.business.team.find((person) => person.key === key);
    if (!member)
      return {
        problem: `{${name}}: no team member has the key ${key} in content/business.yml (keys: ${facts.business.team.map((person) => person.key).join(", ")})`,
      };
    const values: Record<string, string | undefined> = {
      name: member.name,
      firstName: firstName(member.name),
      role: member.role,
      "relation.is": member.relation?.is,
      "relation.theyAre": member.relation?.theyAre,
      "relation.calls": member.relation?.calls,
    };
    const value = values[fields.join(".")];
    if (value !== undefined) return { value };
    return {
      problem: `{${name}} is not a team fact: use name, firstName, role${member.relation ? ", relation.is, relation.theyAre or relation.calls" : " (and relation.* once the member has a relation)"}`,
    };
  }
  if (scope === "business") {
    if (!facts.business) return { value: "" };
    const list = keys.at(-1) === "commas" ? "commas" : "and";
    const walk = list === "commas" ? keys.slice(0, -1) : keys;
    let value: unknown = facts.business;
    for (const key of walk) value = (value as Record<string, unknown> | undefined)?.[key];
    if (typeof value === "string" || typeof value === "number") return { value: String(value) };
    if (Array.isArray(value) && value.every((item) => typeof item === "string"))
      return { value: joinList(value, list) };
    if (value && typeof value === "object" && "display" in value && "e164" in value)
      return { value: String(value.display) };
    if (value && typeof value === "object")
      return {
        problem: `{${name}} is a group of facts, not one: name one of them, e.g. {${name}.${Object.keys(value)[0]}}`,
      };
    return { problem: `{${name}} is not a fact in content/business.yml` };
  }
  return {
    problem: `{${name}} is not a placeholder: facts are written {business...}, {claims...} or {team.<key>...}`,
  };
}

/** Fills in the facts of one text; names of things with digits in them are written {name:MOT Type 1}. */
function fillFacts(text: string, facts: Facts, report: (message: string) => void, depth = 0): string {
  const filled = text.replace(factPlaceholder, (match, name: string) => {
    const fact = lookupFact(name, facts);
    if ("problem" in fact) {
      report(fact.problem);
      return match;
    }
    // A fact may itself be written with facts (the tagline names the founding year).
    return depth < 3 ? fillFacts(fact.value, facts, report, depth + 1) : fact.value;
  });
  return filled.replace(/\{name:([^{}]+)\}/g, "$1");
}

type Walk = {
  file: string;
  facts: Facts;
  problems: string[];
  images: ImageUse[];
  pagePaths: Map<string, string>;
};

/** Resolves a validated file's placeholders, page links and pictures, in place. */
function resolve(value: unknown, keys: Path, walk: Walk): unknown {
  const report = (message: string) => walk.problems.push(line(walk.file, keys, message));
  if (typeof value === "string") return fillFacts(value, walk.facts, report);
  if (isTextTemplate(value)) return textTemplate(fillFacts(value.source, walk.facts, report), value.params);
  if (value instanceof PageLink) {
    const pagePath = walk.pagePaths.get(value.id);
    if (pagePath === undefined)
      report(`${JSON.stringify(value.id)} is not a page: use one of ${[...walk.pagePaths.keys()].join(", ")}`);
    return pagePath ?? "/";
  }
  if (value instanceof ImageRef) {
    // A picture slot reports its src or reuse field, as written in the file.
    walk.images.push({ ref: value, file: walk.file, keys: value.field ? [...keys.slice(0, -1), value.field] : keys });
    return value;
  }
  if (Array.isArray(value)) return value.map((item, index) => resolve(item, [...keys, index], walk));
  if (value && typeof value === "object") {
    const object = value as Record<string, unknown>;
    for (const [key, item] of Object.entries(object)) object[key] = resolve(item, [...keys, key], walk);
    return object;
  }
  return value;
}

const extension = (file: string) => /\.[^./]+$/.exec(file)?.[0].toLowerCase() ?? "";

/** The file a written image path means: the same name with any image extension, in any case. */
function findImage(written: string, available: readonly string[]): string | undefined {
  if (available.includes(written)) return written;
  const stem = written.replace(/\.[^./]+$/, "").toLowerCase();
  return available.find(
    (file) => file.replace(/\.[^./]+$/, "").toLowerCase() === stem && imageExtensions.includes(extension(file)),
  );
}

function checkImages(available: readonly string[], walk: Walk, uses: Walk["images"], warnings: string[]) {
  const firstUse = new Map<string, Walk["images"][number]>();
  for (const use of uses) {
    const file = findImage(use.ref.path, available);
    if (!file) {
      walk.problems.push(
        line(
          use.file,
          use.keys,
          `${use.ref.path} is not in ${imagesDir} (looked for ${imageExtensions.join(", ")} in any case): check the name, or upload it`,
        ),
      );
      continue;
    }
    use.ref.file = file;
    use.ref.img.src = `${imagesDir}/${file}`;
    if (!use.ref.reuse && !firstUse.has(file)) firstUse.set(file, use);
  }
  for (const use of uses) {
    if (!use.ref.file) continue;
    const first = firstUse.get(use.ref.file);
    const where = first ? `${first.file}: ${fieldPath(first.keys)}` : "";
    if (use.ref.reuse) {
      if (!first)
        walk.problems.push(
          line(use.file, use.keys, `${use.ref.path} is not shown anywhere else: write src instead of reuse`),
        );
      else if (!use.ref.alt) use.ref.alt = first.ref.alt;
    } else if (first && first !== use) {
      walk.problems.push(
        line(
          use.file,
          use.keys,
          `${use.ref.path} is already shown at ${where} with its own alt text: write reuse: ${use.ref.path} instead of src, and leave out alt to share that description`,
        ),
      );
    }
  }
  const used = new Set(uses.map((use) => use.ref.file));
  for (const file of available)
    if (!used.has(file)) warnings.push(`${imagesDir}/${file}: not used by any content file (delete it, or use it)`);
}

/** Copies each reused picture's alt text into the slot that shows it. */
function shareAltTexts(value: unknown) {
  if (Array.isArray(value)) value.forEach(shareAltTexts);
  else if (value && typeof value === "object" && !(value instanceof ImageRef)) {
    const object = value as Record<string, unknown>;
    if (object.image instanceof ImageRef && object.alt === "") object.alt = object.image.alt;
    Object.values(object).forEach(shareAltTexts);
  }
}

/**
 * Checks the data of every content file as read from YAML (`undefined` for a file that is missing
 * or unreadable, already reported by its reader) and resolves it. Pure: the build runs it on the
 * files on disk, the site editor on the entry being saved beside the others.
 */
export function checkContentData(raw: RawContent, available: readonly string[]): CheckedContent {
  const problems: string[] = [];
  const warnings: string[] = [];
  const parsed: Record<string, unknown> = {};

  for (const [key, { file, schema }] of Object.entries(sharedFiles)) {
    const data = raw.shared[key as SharedKey];
    if (data !== undefined) parsed[key] = parse(schema, data, `${contentDir}/${file}`, problems);
  }

  const pages: Record<string, unknown> = {};
  for (const file of raw.pageFiles) {
    const id = file.replace(/\.ya?ml$/, "");
    if (!pageRegistry.some((page) => page.id === id))
      problems.push(
        `${contentDir}/pages/${file}: is not a page of the registry (app/content/registry.ts): add its entry there, or remove the file`,
      );
  }
  for (const page of pageRegistry) {
    const file = `pages/${page.id}.yml`;
    const data = raw.pages[page.id];
    if (data !== undefined)
      pages[page.id] = parse(page.schema as v.GenericSchema, data, `${contentDir}/${file}`, problems);
  }

  const facts: Facts = {
    business: parsed.business as Business | undefined,
    claims: parsed.claims as Claims | undefined,
  };
  const walk: Walk = {
    file: "",
    facts,
    problems,
    images: [],
    pagePaths: new Map(pageRegistry.map((page) => [page.id, page.path])),
  };
  const resolveFile = (file: string, data: unknown) => {
    if (data === undefined) return;
    walk.file = `${contentDir}/${file}`;
    resolve(data, [], walk);
  };
  // Facts first, so the other files read them filled in.
  resolveFile(sharedFiles.business.file, facts.business);
  for (const [key, { file }] of Object.entries(sharedFiles)) if (key !== "business") resolveFile(file, parsed[key]);
  for (const page of pageRegistry) resolveFile(`pages/${page.id}.yml`, pages[page.id]);

  checkImages(available, walk, walk.images, warnings);
  shareAltTexts(parsed);
  shareAltTexts(pages);

  const sitePages = pageRegistry.map((page) => {
    const content = pages[page.id] as { meta?: { menuLabel?: string; title: string } } | undefined;
    return {
      id: page.id,
      path: page.path,
      label: content?.meta?.menuLabel ?? content?.meta?.title ?? page.id,
      menu: page.menu,
      ...("sitemap" in page ? { sitemap: { ...page.sitemap, lastmod: sitemapLastModified } } : {}),
    };
  });
  for (const page of pageRegistry) {
    const meta = (pages[page.id] as { meta?: Content["pages"]["home"]["meta"] } | undefined)?.meta;
    if (!meta) continue;
    const name = `${contentDir}/pages/${page.id}.yml`;
    const indexed = "sitemap" in page;
    // Without the facts, labels and descriptions read short: the missing facts are already reported.
    if (!facts.business || !facts.claims) continue;
    if (page.menu && !meta.menuLabel)
      problems.push(line(name, ["meta", "menuLabel"], "is missing: the menus need a name for this page"));
    const length = meta.description.length;
    const range = indexed ? descriptionLength : { min: 50, max: descriptionLength.max };
    if (length < range.min || length > range.max)
      problems.push(
        line(
          name,
          ["meta", "description"],
          `is ${length} characters: write ${range.min} to ${range.max} so search results show it whole`,
        ),
      );
  }

  const about = pages.about as Content["pages"]["about"] | undefined;
  const team = facts.business?.team ?? [];
  if (facts.business)
    about?.team.portraits.forEach((portrait, index) => {
      if (!team.some((member) => member.key === portrait.member))
        problems.push(
          line(
            `${contentDir}/pages/about.yml`,
            ["team", "portraits", index, "member"],
            `${JSON.stringify(portrait.member)} is not a team member's key: use one of ${team.map((member) => member.key).join(", ")}`,
          ),
        );
    });

  return {
    content: { ...(parsed as Omit<Content, "pages">), pages: pages as Content["pages"] },
    sitePages,
    problems,
    warnings,
    imageUses: walk.images,
  };
}

/** A picture's size in pixels, as its file's header (or, in the editor, the browser) gives it. */
export type ImageSize = { width: number; height: number };

/** What the site editor checks an entry against: the content files' data and the pictures there are. */
export type ContentSnapshot = {
  raw: RawContent;
  /** Paths below the images folder. */
  images: string[];
  sizes: Record<string, ImageSize>;
  /**
   * Whether `images` lists every picture there is: true when read from the working copy (`npm run
   * edit`), false when written by a build, since the editor may have uploaded photos since.
   */
  complete: boolean;
};

/** Checks that each picture is large enough for its slot, and names the crop of a photo of another shape. */
export function checkImageSizes(result: CheckedContent, sizeOf: (file: string) => ImageSize | undefined) {
  for (const use of result.imageUses) {
    if (!use.ref.file) continue;
    const size = sizeOf(use.ref.file);
    if (!size) continue;
    const { width, height } = size;
    use.ref.img.w = width;
    use.ref.img.h = height;
    const minimum = presetMinimum[use.ref.preset];
    if (width < minimum.width || height < minimum.height)
      result.problems.push(
        line(
          use.file,
          use.keys,
          `${use.ref.path} is ${width}x${height} pixels: a ${use.ref.preset} picture needs at least ${minimum.width}x${minimum.height}; save a larger photo under the same name`,
        ),
      );
    const crop = cropWarning(use.ref.path, { width, height }, use.ref.preset, use.ref.focus);
    if (crop) result.warnings.push(line(use.file, use.keys, crop));
  }
}
