/**
 * A part of a page whose code loads once its place comes within a screen of the viewport: until
 * then React leaves the prerendered part as it is (it already works as plain HTML), and takes it
 * over when its code arrives, on its own, while the rest of the page is already working
 * (docs/decisions/073). Drawn afresh in the browser (a page reached by a link, or again after the
 * visitor left it before the part came near), there is no prerendered part to keep, and the code
 * loads at once.
 */
import {
  type ComponentType,
  createContext,
  createElement,
  lazy,
  memo,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

import { HydratesOnItsOwn } from "~/hooks/use-hydrated";
import { onceNearViewport } from "~/lib/near-viewport";

type NearScreenPart<P extends object> = {
  /** The id of the element that holds the part, watched for nearing the screen. */
  place: string;
  /** Classes of that element. */
  className?: string;
  /** The part's code: a dynamic `import()` of its module. */
  load: () => Promise<ComponentType<P>>;
  /**
   * The same component for the prerender, from `import.meta.env.SSR ? await import(…) : undefined`
   * in the caller: the prerender draws the part at once inside the same boundary, so the HTML
   * holds it in place (a boundary that waited would be streamed in hidden, shown only by script),
   * and the browser build drops that import.
   */
  prerendered: ComponentType<P> | undefined;
};

/**
 * Raised by the editor's preview at each change of the content it draws: the parts are memoised
 * against the page drawing itself again (below), and their content is read as they draw, so
 * without it a gallery edited in the editor would keep showing its photos as they were. The site
 * never changes it.
 */
export const ContentRevision = createContext(0);

export function nearScreenPart<P extends object>({ place, className, load, prerendered }: NearScreenPart<P>) {
  // Asked for by whichever drawing of the part needs it first. Waiting on one element instead
  // would leave the part empty for good once the visitor left before it came near.
  let wantCode = () => {};
  const codeWanted = new Promise<void>((resolve) => {
    wantCode = resolve;
  });
  const Lazy = lazy(async () => {
    await codeWanted;
    return { default: await load() };
  });
  const Part = prerendered ?? Lazy;
  // Shown only if React throws the prerendered part away before its code arrived (see
  // HydratesOnItsOwn): the same elements, kept where they were, so the place keeps its height and
  // still works as plain HTML until it nears the screen.
  const kept = <KeptPart place={place} />;
  // Memoised: the page drawing itself again with the same props must not reach into a part whose
  // code has not arrived (see HydratesOnItsOwn).
  return memo(function NearScreenPart(props: P) {
    useContext(ContentRevision);
    // Read while drawing, before this drawing is in the document: a place already there is the
    // prerendered one, being taken over. Drawn afresh, the part asks for its code at once and
    // has no boundary of its own: the page waits for it, as a move between pages waits for the
    // page's own code, so the page never shows without it and a restored scroll position finds
    // everything at its height.
    const [takingOver] = useState(() => {
      // The prerender (given the part itself) draws the form it will be taken over in.
      const prerenderedPlace = prerendered !== undefined || document.getElementById(place) !== null;
      if (!prerenderedPlace) wantCode();
      return prerenderedPlace;
    });
    const placeRef = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (!takingOver) return;
      if (!placeRef.current || typeof IntersectionObserver === "undefined") return wantCode();
      return onceNearViewport(placeRef.current, "100%", wantCode);
    }, [takingOver]);
    const part = createElement(Part as ComponentType<P>, props);
    return (
      <div id={place} ref={placeRef} className={className}>
        {takingOver ? <HydratesOnItsOwn fallback={kept}>{part}</HydratesOnItsOwn> : part}
      </div>
    );
  });
}

function KeptPart({ place }: { place: string }) {
  // Read while drawing: React removes the prerendered elements only when it commits this drawing,
  // and puts them back here before the screen is painted again. (The prerender draws every
  // fallback too, with no document.)
  const [elements] = useState(() => (import.meta.env.SSR ? [] : [...(document.getElementById(place)?.children ?? [])]));
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => holder.current?.append(...elements), [elements]);
  return <div ref={holder} className="contents" />;
}
