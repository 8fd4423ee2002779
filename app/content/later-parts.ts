/**
 * Parts of a content file that only code fetched after a page's first load reads: the words of
 * bands drawn as they come near the screen, and of what a sent quote request shows. Each is a
 * module of its own, `import faq from "@content/pages/contact.yml?part=faq"`, and the file's own
 * module leaves it out, so a page's first script carries only the words it shows at once. The
 * content plugin builds the modules (vite-plugin.ts); page-modules.ts declares their types.
 */
export const laterParts = {
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

/** `quote-form.yml?part=mail` as the file and the part it names; without a query, the whole file. */
export function fileAndPart(id: string): { file: string; part?: string } {
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
 * What the module of `file` (or of one of its parts) holds: a part's value, or the file's value
 * without its parts. Undefined for a part the file does not have.
 */
export function moduleValueOf(file: string, value: unknown, part?: string): unknown {
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
