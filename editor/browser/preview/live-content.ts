/**
 * The content modules as the preview's bundle sees them. The site's components import their
 * content (`import business from "@content/business.yml"`); in the site those are plain modules
 * the build wrote, and in the preview the bundle resolves each to a view of the content being
 * edited (editor/build/site-editor-bundle.mjs), so the same components draw what the owner has typed.
 * A view reads the current value at each property access: a component reads its content as it
 * renders, and the preview renders again at each change.
 */
import { type CheckedContent, contentOfFile } from "../../../app/content/check.ts";
import { fileAndPart, moduleValueOf } from "../../../app/content/later-parts.ts";
import { pageRegistry } from "../../../app/content/registry.ts";

let current: Pick<CheckedContent, "content" | "sitePages"> | undefined;

/** The content the views read from now on; the caller then renders again. */
export function showContent(next: Pick<CheckedContent, "content" | "sitePages">) {
  current = next;
}

function now() {
  if (!current) throw new Error("the preview read its content before any was shown");
  return current;
}

/** An object or list that reads through to the value `read` gives at the moment of each access. */
function view<Value extends object>(read: () => Value, shape: Value): Value {
  return new Proxy(shape, {
    get: (_target, key) => Reflect.get(read(), key),
    has: (_target, key) => Reflect.has(read(), key),
    ownKeys: () => Reflect.ownKeys(read()),
    getOwnPropertyDescriptor: (target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(read(), key);
      // A view may only report as fixed what its own target fixes (a list's length).
      return (
        descriptor && {
          ...descriptor,
          configurable: Reflect.getOwnPropertyDescriptor(target, key)?.configurable ?? true,
        }
      );
    },
  });
}

/**
 * `@content/<file>`: the file's content as it is now, e.g. `liveFile("pages/about.yml")`, or one
 * of its parts, `liveFile("quote-form.yml?part=mail")`, as the site's modules divide it.
 */
export function liveFile(id: string): object {
  const { file, ...which } = fileAndPart(id);
  const valueNow = () => moduleValueOf(file, contentOfFile(now().content, file), which);
  const read = () => {
    const value = valueNow();
    if (!value || typeof value !== "object") throw new Error(`content/${id} has no content to preview`);
    return value;
  };
  // A list stays one to its readers (a part may be: the business's towns); the content is shown
  // before the site's modules load (register.ts), so its shape is known here.
  return view(read, current && Array.isArray(valueNow()) ? [] : {});
}

/** `@content/site-pages`: the page list, with the menu labels as they are now. */
export const sitePages = view(() => now().sitePages, []);

/** Each page's path, by its id; paths come from the registry, not from content. */
export const paths = Object.fromEntries(pageRegistry.map((page) => [page.id, page.path]));
