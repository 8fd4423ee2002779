/**
 * The content check, in stages: each file's data against its schema (`schema-check.ts`), facts
 * and page links filled in (`facts.ts`), pictures found and shared (`images.ts`), checks across
 * files (`cross-checks.ts`). Pure (no file access), so the same checks run at build (`load.ts`
 * reads the files and calls them) and in the site editor on the entry being saved
 * (editor/browser/save-checks.ts). Every problem names the file, the field and the fix (`problem-line.ts`).
 */
import type * as v from "valibot";

import { crossChecks } from "./cross-checks.ts";
import { type ImageUse, resolve, type ResolveContext } from "./facts.ts";
import { type GalleriesBasis, writtenUse } from "./galleries-check.ts";
import { checkPictures, type ImageFiles, type ImageSize, placedPicture, withPictures } from "./images.ts";
import { type PageContent, pageRegistry, type PageId } from "./registry.ts";
import { type Business, businessSchema, functionOnlyFields } from "./schema/business.ts";
import { type Claims, claimsSchema } from "./schema/claims.ts";
import { type Galleries, galleriesSchema } from "./schema/galleries.ts";
import {
  type CarouselContent,
  carouselSchema,
  type LayoutCopy,
  layoutSchema,
  type LocationMapContent,
  locationMapSchema,
  type QuoteFormContent,
  quoteFormSchema,
  type ReviewRequestContent,
  reviewRequestSchema,
} from "./schema/shared.ts";
import { type Problem, problem } from "./problem-line.ts";
import { parse } from "./schema-check.ts";

export { imageExtensions, type ImageFiles, type ImageSize, imagesDir } from "./images.ts";

/** The shared content files, by the name the app knows them by. */
export const sharedFiles = {
  business: { file: "business.yml", schema: businessSchema },
  claims: { file: "claims.yml", schema: claimsSchema },
  galleries: { file: "galleries.yml", schema: galleriesSchema },
  layout: { file: "layout.yml", schema: layoutSchema },
  carousel: { file: "carousel.yml", schema: carouselSchema },
  quoteForm: { file: "quote-form.yml", schema: quoteFormSchema },
  locationMap: { file: "location-map.yml", schema: locationMapSchema },
  reviewRequest: { file: "review-request.yml", schema: reviewRequestSchema },
} as const;

export type { PageContent } from "./registry.ts";

export type Content = {
  business: Business;
  claims: Claims;
  galleries: Galleries;
  layout: LayoutCopy;
  carousel: CarouselContent;
  quoteForm: QuoteFormContent;
  locationMap: LocationMapContent;
  reviewRequest: ReviewRequestContent;
  pages: { [Id in PageId]: PageContent<Id> };
};

/** A content file's value, by its path under `content/` (`business.yml`, `pages/about.yml`). */
export function contentOfFile(
  content: Partial<Omit<Content, "pages">> & { pages: Partial<Content["pages"]> },
  file: string,
): unknown {
  for (const [key, shared] of Object.entries(sharedFiles))
    if (shared.file === file) return content[key as keyof typeof sharedFiles];
  const page = /^pages\/(.+)\.yml$/.exec(file)?.[1];
  return page !== undefined ? content.pages[page as PageId] : undefined;
}

/** A page as the menus, breadcrumbs and sitemap see it. */
export type SitePage = {
  id: PageId;
  path: string;
  label: string;
  menu: boolean;
  /** Listed in the sitemap and indexed; how often it changes, for the sitemap, is the registry's. */
  indexed: boolean;
  /** Carries the business's structured data. */
  businessData?: true;
};

export type ContentResult = {
  /** Complete only when there are no problems. */
  content: Content;
  sitePages: SitePage[];
  /** Each shown as one line (`problemLine`): `content/file.yml: field: what is wrong and how to fix it`. */
  problems: Problem[];
  /** Printed, but the build goes on. */
  warnings: Problem[];
  /** Every use of a picture, with where it is written. */
  imageUses: ImageUse[];
  /** Files the result was read from, so a watcher knows when to read again. */
  files: string[];
};

/** What the checks find in the content, before knowing where it was read from. */
export type CheckedContent = Omit<ContentResult, "files">;

export type SharedKey = keyof typeof sharedFiles;

/** The data of each content file as parsed from YAML; `undefined` where a file could not be read. */
export type RawContent = {
  shared: Partial<Record<SharedKey, unknown>>;
  /** By page id. */
  pages: Partial<Record<string, unknown>>;
  /** The names of the files in `content/pages/`. */
  pageFiles: readonly string[];
};

export const contentDir = "content";

type Parsed = { shared: Record<string, unknown>; pages: Record<string, unknown> };

/** The first stage: each file's data against its schema, and page files the registry does not know. */
function parseFiles(raw: RawContent, problems: Problem[]): Parsed {
  const shared: Record<string, unknown> = {};
  for (const [key, { file, schema }] of Object.entries(sharedFiles)) {
    const data = raw.shared[key as SharedKey];
    if (data !== undefined) shared[key] = parse(schema, data, `${contentDir}/${file}`, problems);
  }
  for (const file of raw.pageFiles) {
    const id = file.replace(/\.ya?ml$/, "");
    if (!pageRegistry.some((page) => page.id === id))
      problems.push(
        problem(
          `${contentDir}/pages/${file}`,
          [],
          "is not a page of the registry (app/content/registry.ts): add its entry there, or remove the file",
        ),
      );
  }
  const pages: Record<string, unknown> = {};
  for (const page of pageRegistry) {
    const data = raw.pages[page.id];
    if (data !== undefined)
      pages[page.id] = parse(page.schema as v.GenericSchema, data, `${contentDir}/pages/${page.id}.yml`, problems);
  }
  return { shared, pages };
}

/** The second stage: facts and page links filled in, every file's pictures collected in `context.images`. */
function resolveFiles(parsed: Parsed, context: ResolveContext): Parsed {
  const resolveFile = (file: string, data: unknown) => {
    if (data === undefined) return undefined;
    context.file = `${contentDir}/${file}`;
    return resolve(data, [], context);
  };
  // Facts first, so the other files read them filled in.
  const shared: Record<string, unknown> = { business: resolveFile(sharedFiles.business.file, context.facts.business) };
  context.facts.business = shared.business as Business | undefined;
  for (const [key, { file }] of Object.entries(sharedFiles))
    if (key !== "business") shared[key] = resolveFile(file, parsed.shared[key]);
  const pages: Record<string, unknown> = {};
  for (const page of pageRegistry) pages[page.id] = resolveFile(`pages/${page.id}.yml`, parsed.pages[page.id]);
  return { shared, pages };
}

/** The pages as the menus, breadcrumbs and sitemap see them. */
const sitePagesOf = (pageContent: Record<string, unknown>): SitePage[] =>
  pageRegistry.map((page) => {
    const content = pageContent[page.id] as { meta?: { menuLabel?: string; title: string } } | undefined;
    return {
      id: page.id,
      path: page.path,
      label: content?.meta?.menuLabel ?? content?.meta?.title ?? page.id,
      menu: page.menu,
      indexed: "sitemap" in page,
      ...("businessData" in page ? { businessData: true } : {}),
    };
  });

/**
 * The first two stages: each file's data against its schema, then resolved, with the facts the
 * copy was filled from, every use of a picture in the order the files are read, and the problems.
 */
export function resolveContentData(raw: RawContent): { resolved: Parsed; context: ResolveContext } {
  const problems: Problem[] = [];
  const parsed = parseFiles(raw, problems);
  const context: ResolveContext = {
    file: "",
    facts: {
      business: parsed.shared.business as Business | undefined,
      claims: parsed.shared.claims as Claims | undefined,
    },
    problems,
    images: [],
    pagePaths: new Map(pageRegistry.map((page) => [page.id, page.path])),
  };
  return { resolved: resolveFiles(parsed, context), context };
}

/**
 * Checks the data of every content file as read from YAML (`undefined` for a file that is missing
 * or unreadable, already reported by its reader) against what is known of the image files, and
 * resolves it. Pure, and the whole check: the build runs it on the files on disk with every
 * picture's size, the site editor on the entry being saved beside the others, with the sizes the
 * browser knows.
 */
export function checkContentData(raw: RawContent, images: ImageFiles): CheckedContent {
  const { resolved, context } = resolveContentData(raw);
  const { problems, facts } = context;
  const pictures = checkPictures(context.images, images);
  problems.push(...pictures.problems);
  // One placed reference per use, shared by the content and the list of uses.
  const placedRefs = new Map([...pictures.placements].map(([ref, placement]) => [ref, placedPicture(ref, placement)]));
  const placed = (value: unknown) => withPictures(value, placedRefs);
  const shared = Object.fromEntries(Object.entries(resolved.shared).map(([key, value]) => [key, placed(value)]));
  const pageContent = Object.fromEntries(Object.entries(resolved.pages).map(([id, value]) => [id, placed(value)]));
  problems.push(...crossChecks(pageContent, facts));

  return {
    content: { ...(shared as Omit<Content, "pages">), pages: pageContent as Content["pages"] },
    sitePages: sitePagesOf(pageContent),
    problems,
    warnings: pictures.warnings,
    imageUses: context.images.map((use) => ({ ...use, ref: placedRefs.get(use.ref) ?? use.ref })),
  };
}

/**
 * What the galleries' check (galleries-check.ts) reads of the other files: the facts, and their
 * uses of pictures in the order the whole check reads them, the galleries' own left out.
 */
export function galleriesBasis(raw: RawContent): GalleriesBasis {
  const { context } = resolveContentData({ ...raw, shared: { ...raw.shared, galleries: undefined } });
  const keys = Object.keys(sharedFiles) as SharedKey[];
  // The business file is read first, then the shared files in their order (resolveFiles).
  const readBefore = new Set(
    keys.slice(0, keys.indexOf("galleries")).map((key) => `${contentDir}/${sharedFiles[key].file}`),
  );
  return {
    facts: context.facts,
    uses: context.images.map(writtenUse),
    usesBefore: context.images.filter((use) => readBefore.has(use.file)).length,
  };
}

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
  /**
   * Whether a production build wrote it: its host refuses to publish sample details
   * (app/content/sample-details.mjs), so the editor refuses them at Save. Absent under `npm run edit`.
   */
  refusesSamples?: boolean;
  /**
   * The small copy of each photo the owner's lists of jobs show, by its path below the images
   * folder (editor/build/list-photos.mjs): written by a build, absent under `npm run edit`.
   */
  listPhotos?: Record<string, string>;
  /**
   * `content/galleries.yml` as the build read it, which the job page edits ahead of a send queued
   * with no signal (docs/decisions/153). Absent under `npm run edit`.
   */
  galleriesText?: string;
  /** What the galleries' check reads of the other files (galleries-check.ts), for the job page's worker. */
  galleriesBasis: GalleriesBasis;
};

/**
 * The snapshot as the site editor's `/admin/content.json` serves it, to anyone who asks: the
 * fields only the site's functions read are emptied, which the check takes as "not set".
 */
export function publicSnapshot<Snapshot extends Pick<ContentSnapshot, "raw">>(snapshot: Snapshot): Snapshot {
  const business = snapshot.raw.shared.business;
  if (!business || typeof business !== "object") return snapshot;
  const emptied = Object.fromEntries(functionOnlyFields.map((field) => [field, ""]));
  return {
    ...snapshot,
    raw: { ...snapshot.raw, shared: { ...snapshot.raw.shared, business: { ...business, ...emptied } } },
  };
}
