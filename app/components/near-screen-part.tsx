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
import { onceNearViewport } from "~/lib/near-viewport";

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

export function nearScreenPart<P extends object>({ place, className, load, prerendered }: NearScreenPart<P>) {
  // Asked for by whichever drawing of the part needs it first (073).
  let requestCode = () => {};
  const codeRequested = new Promise<void>((resolve) => {
    requestCode = resolve;
  });
  const LazyPart = lazy(async () => {
    await codeRequested;
    return { default: await load() };
  });
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
    const part = createElement(PartComponent as ComponentType<P>, props);
    return (
      <div id={place} ref={placeRef} className={className}>
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
