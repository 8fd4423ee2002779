/**
 * What this folder uses of Decap CMS (vendor/decap-cms/), as its published build exposes it on
 * `window`: the registry (`CMS`), and its own React's `h` (createElement) and `createClass`, which
 * anything Decap renders itself (a field's control, the preview pane's root) must be made with.
 * Decap hands entries and fields over as Immutable.js values; only the methods used here are typed.
 */

/** An Immutable.js Map or List, as far as this folder reads them. */
type Immutable = {
  get(key: string | number): unknown;
  getIn(keys: (string | number)[]): unknown;
  toJS(): unknown;
};

/** The entry being edited: `path` is its file in the repository, `data` its fields' values. */
export type DecapEntry = {
  get(key: "path" | "slug"): string;
  get(key: "data" | "mediaFiles"): Immutable | undefined;
};

/** One field of the configuration. */
export type DecapField = {
  get(key: "name" | "widget"): string;
  /** A photo field's upload folder, when it has its own. */
  get(key: "media_folder"): string | undefined;
  get(key: "fields" | "field"): Immutable | undefined;
};

/** A list of fields (an Immutable.js List). */
export type DecapFields = { find(test: (field: DecapField) => boolean): DecapField | undefined };

/** A photo added in this session, not yet saved. */
export type MediaFile = { path: string; url?: string; file?: Blob };

/** The props Decap gives a field's control (only those used here). */
export type ControlProps = {
  field: DecapField;
  value: unknown;
  entry: DecapEntry;
  forID: string;
  parentIds?: string[];
  [key: string]: unknown;
};

/** The props Decap gives a preview template (only those used here). */
export type PreviewProps = {
  entry: DecapEntry;
  fields: DecapFields;
  getAsset(path: string, field?: DecapField): { toString(): string; url?: string };
  document: Document;
  window: Window;
};

type Element = object;
/** A component made with Decap's own React (create-react-class), or one of Decap's. */
export type DecapComponent = { readonly brand: unique symbol };
/** A create-react-class spec: its methods are bound to the instance, which also holds `State`. */
type ClassSpec<Props, State> = { render(): Element | null; [method: string]: unknown } & ThisType<
  State & { props: Props; forceUpdate(): void }
>;

export type Decap = {
  CMS: {
    registerEventListener(listener: { name: string; handler: (event: { entry: DecapEntry }) => unknown }): void;
    registerPreviewTemplate(name: string, component: DecapComponent): void;
    registerPreviewStyle(style: string, options?: { raw: boolean }): void;
    /** A file format a collection names in its `format`: Decap reads and writes its files with it. */
    registerCustomFormat(
      name: string,
      extension: string,
      formatter: { fromFile(text: string): unknown; toFile(data: unknown): string },
    ): void;
    registerWidget(name: string, control: DecapComponent, preview?: unknown, schema?: unknown): void;
    getWidget(name: string): { control: DecapComponent; preview?: unknown; schema?: unknown } | undefined;
    /** The registry's own record of a backend: Decap calls `init` when it first needs the backend. */
    getBackend(name: string): { init: (...args: unknown[]) => unknown } | undefined;
  };
  h(type: string | DecapComponent, props?: Record<string, unknown> | null, ...children: unknown[]): Element;
  createClass<Props, State extends object>(spec: ClassSpec<Props, State>): DecapComponent;
};

/** Decap, once its script has run; undefined anywhere else (tests, a page without the editor). */
export function decap(): Decap | undefined {
  const found = window as unknown as Partial<Decap>;
  return found.CMS && found.h && found.createClass ? (found as Decap) : undefined;
}
