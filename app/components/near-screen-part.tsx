/**
 * A part of a page whose code loads once its place comes within a screen of the viewport: until
 * then React leaves the prerendered part as it is (it already works as plain HTML), and takes it
 * over when its code arrives, on its own, while the rest of the page is already working
 * (docs/decisions/073). On a page reached in the browser there is no prerendered part to wait
 * for, and the code loads at once.
 */
import { type ComponentType, createElement, lazy, memo } from "react";

import { HydratesOnItsOwn } from "~/hooks/use-hydrated";
import { whenNearViewport } from "~/lib/near-viewport";

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

export function nearScreenPart<P extends object>({ place, className, load, prerendered }: NearScreenPart<P>) {
  const Lazy = lazy(async () => {
    await whenNearViewport(typeof document === "undefined" ? null : document.getElementById(place));
    return { default: await load() };
  });
  const Part = prerendered ?? Lazy;
  // Memoised: the page drawing itself again with the same props must not reach into a part whose
  // code has not arrived (see HydratesOnItsOwn).
  return memo(function NearScreenPart(props: P) {
    return (
      <div id={place} className={className}>
        <HydratesOnItsOwn>{createElement(Part as ComponentType<P>, props)}</HydratesOnItsOwn>
      </div>
    );
  });
}
