/**
 * What the site editor (Decap CMS at /admin/) shows that a schema cannot say by itself: a
 * field's label where its key does not read well, a multi-line box, a picture picker, where
 * uploads go, and which group of the editor a content file sits in. Declared beside the field
 * it belongs to, so each field is still defined once; `editor-config.ts` turns the schemas
 * into the editor's configuration.
 */
import * as v from "valibot";

export type EditorCollection = "business" | "figures" | "galleries" | "pages" | "shared";

export type EditorField = {
  /** The field's label, when its key does not say it ("lead" reads "Introduction"). */
  label?: string;
  /** The field's hint, when the schema's description is written for someone editing the file. */
  hint?: string;
  /**
   * A multi-line box, a picture picker (an upload or a file of its folder), a choice among the
   * site's pictures by name, a colour picker, or nothing the owner should change.
   */
  widget?: "text" | "image" | "picture-name" | "color" | "hidden";
  /** For a choice: how a value reads in the editor, where the value itself is a bare key. */
  choices?: Record<string, string>;
  /** For a picture: the folder under app/assets/images that its uploads go to. */
  folder?: string;
  /** For a list: what one item is called ("Add review"). */
  singular?: string;
  /** For a list: how a folded item reads, e.g. "{{fields.title}}". */
  summary?: string;
  /** For a list: shown unfolded, when its items are best seen side by side (photos). */
  expanded?: boolean;
  /** For a content file's schema: its group in the editor, and its name there. */
  collection?: EditorCollection;
};

/** Editor metadata for the schema it is piped into. */
export function editor<TInput>(field: EditorField): v.MetadataAction<TInput, { readonly editor: EditorField }> {
  return v.metadata({ editor: field });
}

/** How the texts of pages and shared words take figures and business details, said above each group. */
const placeholders =
  "Text in braces, such as {claims.foundedYear} or {business.phones.main}, is filled in from the business details and figures when the site is built: keep the braces and the name inside them. A figure the business states (years, jobs done, hours) is written the same way, e.g. {claims.yearsExperience}, so that it reads the same on every page.";

/** The editor's groups, in the order its sidebar lists them. */
export const editorCollections: { name: EditorCollection; label: string; description: string; preview: boolean }[] = [
  {
    name: "business",
    label: "Business details",
    description:
      "Name, phone numbers, email, area, opening hours and team. They appear in every header and footer and in search results.",
    preview: true,
  },
  {
    name: "figures",
    label: "Figures and claims",
    description:
      "Every figure the site states (years, projects, rating, guarantees). Pages read them from here, so one change updates every page.",
    preview: true,
  },
  {
    name: "galleries",
    label: "Photo galleries",
    description:
      "The project photos on Drives & Landscapes and the before-and-after pairs on Exterior Cleaning. On a phone, add a finished job at /admin/new-job: take the photos there and it is published in one step.",
    preview: true,
  },
  {
    name: "pages",
    label: "Pages",
    description: `The words and photos of each page, top to bottom. ${placeholders}`,
    preview: true,
  },
  {
    name: "shared",
    label: "Shared text",
    description: `Words that appear on every page (menus, footer, cookie banner), the quote form's labels and messages, the gallery and map controls, and the job page's request for a review. ${placeholders}`,
    preview: true,
  },
];
