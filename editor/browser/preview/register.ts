/**
 * The editor's preview pane for every content file: Decap draws its pane with its own React, so
 * this template only holds an element, into which the site's components are drawn with the
 * site's React (preview-app.tsx, loaded the first time a preview shows). At each change Decap
 * draws the template again: the entry's values, checked with the others by the build's own
 * check, become the content the components read.
 */
import { contentDir, contentOfFile, type ContentSnapshot } from "../../../app/content/check.ts";
import { generateCollections } from "../../../app/content/editor-config.ts";
import type { ImageRef } from "../../../app/content/schema/refs.ts";
import { checkWithEntry } from "../../../app/content/entry-check.ts";
import { problemsEditorCanTell } from "../../../app/content/images.ts";
import type { Decap, DecapEntry, DecapField, DecapFields, PreviewProps } from "../decap.ts";
import {
  checkWithFormEntry,
  contentReady,
  currentContent,
  editorImageUrl,
  entryUploads,
  onContent,
} from "../editor-content.ts";

import { inEditorWords } from "../problem-words.ts";

import { showContent } from "./live-content.ts";
import { pagesFor, withNewItemsApart, withoutBlankItems, withPlainPictures } from "./preview-content.ts";
import type { mountPreview, PreviewView } from "./preview-app.tsx";

let app: Promise<{ mountPreview: typeof mountPreview }> | undefined;
const loadApp = () => (app ??= import("./preview-app.tsx"));

/** The configured field at `keys` of an entry, following groups and lists. */
function fieldAt(fields: DecapFields, keys: readonly (string | number)[]): DecapField | undefined {
  let list: DecapFields | undefined = fields;
  let single: DecapField | undefined;
  let field: DecapField | undefined;
  for (const key of keys) {
    // A list item has the list's fields, or the one field of a list of single values.
    if (typeof key === "number") {
      if (single) field = single;
      continue;
    }
    field = list?.find((each) => each.get("name") === key);
    if (!field) return undefined;
    const nested: unknown = field.get("fields") ?? field.get("field");
    const isList = typeof nested === "object" && nested !== null && "find" in nested;
    list = isList ? (nested as DecapFields) : undefined;
    single = nested && !isList ? (nested as DecapField) : undefined;
  }
  return field;
}

/**
 * The address of a picture's file: the editor's copy of the images the content was read with, or,
 * for a photo added since (uploaded now, or saved after that copy was made), Decap's own copy,
 * through the field that holds it.
 */
function pictureUrl(props: PreviewProps, content: ContentSnapshot, uses: Map<ImageRef, (string | number)[]>) {
  return (ref: ImageRef) => {
    if (content.images.includes(ref.file)) return editorImageUrl(ref.file);
    const keys = uses.get(ref);
    const field = keys && fieldAt(props.fields, keys);
    return field ? String(props.getAsset(ref.path, field)) : "";
  };
}

/** Each entry's last values that the check accepted, by file: drawn while the current ones are not. */
const lastPassing = new Map<string, unknown>();

/** What the pane draws for the entry as it is now. */
function previewState(props: PreviewProps, content: ContentSnapshot) {
  const entry: DecapEntry = props.entry;
  const filePath = entry.get("path");
  const data: unknown = entry.get("data")?.toJS();
  let checked = checkWithFormEntry(content, entry);
  const { problems, waiting } = withNewItemsApart(
    problemsEditorCanTell(content, checked.problems).filter((problem) => problem.file === filePath),
    data,
  );
  // Drawn without the items not filled in yet, so that every other change shows meanwhile.
  const drawn = waiting.length && !problems.length ? withoutBlankItems(data) : data;
  if (drawn !== data) checked = checkWithEntry(content, { filePath, data: drawn }, entryUploads(entry));
  const passes = contentOfFile(checked.content, filePath.slice(`${contentDir}/`.length)) !== undefined;
  if (passes) lastPassing.set(filePath, drawn);
  // A file its schema refuses has no content at all, and every page would lose its facts too.
  else
    checked = checkWithEntry(
      content,
      lastPassing.has(filePath) ? { filePath, data: lastPassing.get(filePath) } : undefined,
    );
  // The pictures of the entry itself, by the keys of their field in it.
  const uses = new Map(
    checked.imageUses.filter((use) => use.file === filePath).map((use) => [use.ref, use.keys] as const),
  );
  return {
    pages: pagesFor(filePath),
    content: withPlainPictures(
      { content: checked.content, sitePages: checked.sitePages },
      pictureUrl(props, content, uses),
    ),
    problems: problems.map((problem) => inEditorWords(problem)),
    waiting: waiting.map((item) => inEditorWords(item)),
  };
}

/** The content file names Decap knows each entry by, which name its preview template. */
const entryNames = () => generateCollections().flatMap((collection) => collection.files.map((file) => file.name));

/** The preview pane's frame, named for screen readers from the moment Decap adds it. */
const frameTitle = "Preview of the page as visitors will see it";

function nameThePreviewFrame() {
  const name = () => {
    const frame = document.getElementById("preview-pane");
    if (frame && frame.getAttribute("title") !== frameTitle) frame.setAttribute("title", frameTitle);
  };
  new MutationObserver(name).observe(document.body, { childList: true, subtree: true });
  name();
}

export function registerPreviews(decap: Decap) {
  const { h, createClass, CMS } = decap;
  nameThePreviewFrame();
  const template = createClass<
    PreviewProps,
    { host?: HTMLElement; view?: PreviewView; stop?: () => void; draw(): void }
  >({
    componentDidMount() {
      this.stop = onContent(() => this.forceUpdate());
      void contentReady();
      this.draw();
    },
    componentDidUpdate() {
      this.draw();
    },
    componentWillUnmount() {
      this.stop?.();
      this.view?.unmount();
    },
    draw() {
      const content = currentContent();
      if (!content) return;
      const state = previewState(this.props, content);
      // Before the site's modules load: some read their content as they load.
      showContent(state.content);
      void loadApp().then(({ mountPreview }) => {
        if (!this.host) return;
        this.view ??= mountPreview(this.host);
        this.view.render(state);
      });
    },
    render() {
      return h(
        "div",
        null,
        currentContent() ? null : h("p", { style: { font: "14px system-ui, sans-serif" } }, "Loading the preview…"),
        h("div", { ref: (element: HTMLElement | null) => void (this.host = element ?? undefined) }),
      );
    },
  });
  for (const name of entryNames()) CMS.registerPreviewTemplate(name, template);
}
