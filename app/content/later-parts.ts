/**
 * Parts of a content file that only code fetched after a page's first load reads: the words of
 * bands drawn as they come near the screen, and of what a sent quote request shows; and the
 * business's details only those bands, the prerender and the build read (its towns, team,
 * address, place on the map, counties and review link) and the words of the share image, which
 * every page's shell would carry otherwise. Each is a
 * module of its own, `import faq from "@content/pages/contact.yml?part=faq"`, and the file's own
 * module leaves it out, so a page's first script carries only the words it shows at once. The
 * content plugin builds the modules (vite-plugin.ts); page-modules.ts declares their types.
 */
export const laterParts = {
  "business.yml": ["towns", "team", "founder", "address", "geo", "coverageCounties", "reviewLink"],
  "layout.yml": ["share"],
  "quote-form.yml": ["fallback", "mail"],
  "pages/contact.yml": ["infoCards", "whyChoose", "assistance", "areas", "faq"],
  "pages/exterior-cleaning.yml": ["process", "equipment", "testimonials"],
  "pages/drives-and-landscapes.yml": ["process", "testimonials"],
  "pages/about.yml": ["values", "team"],
} as const satisfies Record<string, readonly string[]>;

type FileWithParts = keyof typeof laterParts;

/** The parts of `file` that are modules of their own. */
export type LaterPart<File extends FileWithParts> = (typeof laterParts)[File][number];

/** The query that names a part in an import: `@content/quote-form.yml?part=mail`. */
const partQuery = "?part=";
/**
 * The query that names a file's whole content, its parts in it: `@content/business.yml?whole`.
 * Only the prerender's structured data reads it (`wholeFileReader`): an import the browser's build
 * drops, so the parts it holds stay out of the module that imports it there.
 */
const wholeQuery = "?whole";
export const wholeFileReader = "app/content/site-metadata.ts";

/** Which of a file's modules an import names: one of its parts, its whole content, or neither. */
export type ModulePart = { part?: string; whole?: boolean };

/** `quote-form.yml?part=mail` as the file and the part it names; without a query, the file without its parts. */
export function fileAndPart(id: string): { file: string } & ModulePart {
  if (id.endsWith(wholeQuery)) return { file: id.slice(0, -wholeQuery.length), whole: true };
  const at = id.indexOf(partQuery);
  return at === -1 ? { file: id } : { file: id.slice(0, at), part: id.slice(at + partQuery.length) };
}

/** The import of one part, `@content/<file>?part=<part>`. */
export function partModuleName(file: string, part: string) {
  return `@content/${file}${partQuery}${part}`;
}

function partsOf(file: string): readonly string[] {
  return Object.hasOwn(laterParts, file) ? laterParts[file as FileWithParts] : [];
}

/**
 * What the module of `file` (or of one of its parts) holds: a part's value, the whole value, or
 * the file's value without its parts. Undefined for a part the file does not have.
 */
export function moduleValueOf(file: string, value: unknown, { part, whole }: ModulePart = {}): unknown {
  if (whole) return value;
  const parts = partsOf(file);
  const record = value as Record<string, unknown>;
  if (part !== undefined) return parts.includes(part) ? record[part] : undefined;
  if (!parts.length) return value;
  return Object.fromEntries(Object.entries(record).filter(([key]) => !parts.includes(key)));
}

/** Every part module, for the type declarations. */
export function partModules(): { file: string; part: string }[] {
  return Object.entries(laterParts).flatMap(([file, parts]) => parts.map((part) => ({ file, part })));
}
