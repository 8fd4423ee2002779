/**
 * A part of a page whose code loads as its place nears the screen; until then the prerendered
 * part stays as plain HTML, and a part drawn afresh in the browser loads its code at once
 * (docs/decisions/073, 106; components/README.md says what it buys and which tests guard it).
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
import { holdDiscreteEvents } from "~/lib/hold-discrete-events";
import { onceNearViewport } from "~/lib/near-viewport";
import { isRunningAhead } from "~/lib/page-ahead";

type NearScreenPart<P extends object> = {
  /** The id of the element that holds the part, watched for nearing the screen. */
  place: string;
  /** Classes of that element. */
  className?: string;
  /** The part's code: a dynamic `import()` of its module. */
  load: () => Promise<ComponentType<P>>;
  /**
   * The same component for the prerender (`import.meta.env.SSR ? await import(…) : undefined`),
   * so the HTML holds the part in place; the browser build drops that import.
   */
  prerendered: ComponentType<P> | undefined;
};

/** Raised by the editor's preview at each content change, so memoised parts draw the new content. */
export const ContentRevision = createContext(0);

/** The places (marked `data-part-place` in the HTML) whose part's code has come and been drawn. */
const placesDrawn = new Set<string>();

/**
 * A tap, a click or a key on a prerendered part still waiting for its code makes React throw its
 * markup away and draw it afresh once the code comes, losing what the visitor did meanwhile (a
 * gallery moved on by its link snaps back). Held back from React until then, the event does what
 * it does in plain HTML (an in-page link scrolls, leaving the address alone: a new one would
 * reach the part and have it drawn afresh too), and React later takes the markup over as it
 * stands (decision 151).
 * Set up as the page's modules load, before React takes the page over.
 */
if (typeof window !== "undefined") {
  holdDiscreteEvents(window, (target) => {
    const place = (target as Element | null)?.closest?.("[data-part-place]");
    return place != null && !placesDrawn.has(place.id);
  });
}

/** Drawn inside the part's boundary: its layout effect runs once the part's code has been drawn there. */
function MarksPlaceDrawn({ place }: { place: string }) {
  // Kept after the part goes: a place of that name drawn later is drawn with its code.
  useLayoutEffect(() => void placesDrawn.add(place), [place]);
  return null;
}

export function nearScreenPart<P extends object>({ place, className, load, prerendered }: NearScreenPart<P>) {
  // Fetched once asked for, by whichever drawing of the part needs it first (073), or as its
  // page is run ahead of a link's tap (page-ahead.ts): that page will draw the part afresh.
  let askCode: () => void = () => {};
  const code = new Promise<ComponentType<P>>((resolve) => {
    askCode = () => resolve(load());
  });
  // A failed fetch is the part's boundary's to show, when the part is drawn.
  code.catch(() => undefined);
  let codeAsked = false;
  const requestCode = () => {
    if (codeAsked) return;
    codeAsked = true;
    askCode();
  };
  if (typeof document !== "undefined" && isRunningAhead() && !document.getElementById(place)) requestCode();
  const LazyPart = lazy(async () => ({ default: await code }));
  const PartComponent = prerendered ?? LazyPart;
  // What React shows if it throws the waiting prerendered part away: its own elements, kept (073).
  const keptElements = <KeptElements place={place} />;
  // Memoised so the page drawing itself again never reaches into a part still waiting (073).
  return memo(function NearScreenPart(props: P) {
    useContext(ContentRevision);
    // Read before this drawing is in the document: a place already there is the prerendered one.
    const [overPrerendered] = useState(() => {
      const placeInDocument = prerendered !== undefined || document.getElementById(place) !== null;
      if (!placeInDocument) requestCode();
      return placeInDocument;
    });
    const placeRef = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (!overPrerendered) return;
      if (!placeRef.current || typeof IntersectionObserver === "undefined") return requestCode();
      return onceNearViewport(placeRef.current, "100%", requestCode);
    }, [overPrerendered]);
    const part = (
      <>
        {createElement(PartComponent as ComponentType<P>, props)}
        <MarksPlaceDrawn place={place} />
      </>
    );
    return (
      <div id={place} ref={placeRef} className={className} data-part-place="">
        {overPrerendered ? <HydratesOnItsOwn fallback={keptElements}>{part}</HydratesOnItsOwn> : part}
      </div>
    );
  });
}

/** The prerendered place's elements, moved back in before the next paint (073). */
function KeptElements({ place }: { place: string }) {
  const [elements] = useState(() => (import.meta.env.SSR ? [] : [...(document.getElementById(place)?.children ?? [])]));
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => holder.current?.append(...elements), [elements]);
  return <div ref={holder} className="contents" />;
}
