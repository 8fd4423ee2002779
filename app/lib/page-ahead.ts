/**
 * Starts the next page before its link's tap has ended (docs/decisions/154). Left to itself,
 * React Router fetches a page's module once its link is followed, then the modules that one
 * imports, one round trip after another, and the page's hero image only once the page is drawn:
 * on a phone's slow connection a full load of the same page painted its hero sooner (125, 143).
 * - `fetchPageCode`: the page's modules, all at once, fetched and compiled but not run
 *   (`modulepreload`); an open menu asks for those of the pages it links to.
 * - `startPage`: a finger or a mouse pressed on a link runs the page's module, so its parts start
 *   fetching their own code (`isRunningAhead`, near-screen-part.tsx), and asks for the hero image
 *   its `links()` names, as the page itself will: the same format and size.
 * Both read React Router's manifest, which the framework writes into every page.
 */

/** A route as React Router's manifest lists it. */
type ManifestRoute = { parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] };
/** A `<link>` as a route's `links()` gives it: React's names, which are the attributes' in lower case. */
type LinkDescriptor = Record<string, string | undefined>;

const manifestRoutes = (): ManifestRoute[] =>
  Object.values(
    (window as { __reactRouterManifest?: { routes: Record<string, ManifestRoute> } }).__reactRouterManifest?.routes ??
      {},
  );

/** The page's route at an address ("/about", "/about/", "/"); the site's pages sit below the root. */
function routeAt(address: string): ManifestRoute | undefined {
  const path = address.replace(/^\/+|\/+$/g, "");
  return manifestRoutes().find((route) => route.parentId === "root" && (path ? route.path === path : route.index));
}

/** Every link this page has asked for, so a second press asks for nothing more. */
const asked = new Set<string>();

function addLink(attributes: LinkDescriptor) {
  const key = JSON.stringify(attributes);
  if (asked.has(key)) return;
  asked.add(key);
  const link = document.createElement("link");
  for (const [name, value] of Object.entries(attributes))
    if (value !== undefined) link.setAttribute(name.toLowerCase(), value);
  document.head.append(link);
}

/** Fetches the modules of the page at `address`, without running them. */
export function fetchPageCode(address: string): ManifestRoute | undefined {
  const route = routeAt(address);
  for (const href of route ? [route.module, ...(route.imports ?? [])] : []) addLink({ rel: "modulepreload", href });
  return route;
}

let pagesRunningAhead = 0;

/** Whether a page's module is being run ahead of its page: its parts' places are not drawn yet. */
export const isRunningAhead = () => pagesRunningAhead > 0;

/** Runs the module of the page at `address` and asks for its hero image; resolves once both are asked for. */
export async function startPage(address: string): Promise<void> {
  const route = fetchPageCode(address);
  if (!route) return;
  pagesRunningAhead += 1;
  try {
    const module = (await import(/* @vite-ignore */ route.module)) as { links?: () => LinkDescriptor[] };
    for (const link of module.links?.() ?? []) if (link.rel === "preload" && link.as === "image") addLink(link);
  } catch {
    // The router fetches it again on the tap, and says so if it cannot.
  } finally {
    pagesRunningAhead -= 1;
  }
}
