/**
 * The galleries as pages place them. Their code (the carousel, the comparison slider) loads once
 * the gallery's place comes within a screen of the viewport: until then React leaves the
 * prerendered gallery as it is, and it already scrolls and links to its slides without
 * JavaScript; React takes it over when its code arrives (a lazy component that hydrates on its
 * own, while the rest of the page is already working). On a page reached in the browser, there is
 * no prerendered gallery to wait for, and the code loads at once.
 */
import { type ComponentProps, lazy, memo } from "react";

import { HydratesOnItsOwn } from "~/hooks/use-hydrated";
import { whenNearViewport } from "~/lib/near-viewport";

import type * as Galleries from "./galleries";

// The stage is at most 56rem wide inside the page's gutters.
const stage = "mx-auto mt-12 max-w-4xl";

/** The galleries' code, once the element `placeId` (if the page has it yet) is near the screen. */
function galleriesNear(placeId: string) {
  const place = typeof document === "undefined" ? null : document.getElementById(placeId);
  return whenNearViewport(place).then(() => import("./galleries"));
}

/**
 * The prerender draws the galleries at once, inside the same boundary, so the HTML holds them in
 * place (a boundary that waited would be streamed in hidden, shown only by script). The browser
 * build drops this import.
 */
const prerendered = import.meta.env.SSR ? await import("./galleries") : undefined;

const projectPlace = "project-gallery";
const beforeAfterPlace = "before-after-gallery";
const Project = lazy(() => galleriesNear(projectPlace).then((module) => ({ default: module.ProjectCarousel })));
const BeforeAfter = lazy(() =>
  galleriesNear(beforeAfterPlace).then((module) => ({ default: module.BeforeAfterCarousel })),
);

// Both are memoised: the page drawing itself again with the same content must not reach into a
// gallery whose code has not arrived (see HydratesOnItsOwn).

/** The project photos as a carousel. */
export const ProjectCarousel = memo(function ProjectCarousel(props: ComponentProps<typeof Galleries.ProjectCarousel>) {
  return (
    <div id={projectPlace} className={stage}>
      <HydratesOnItsOwn>
        {prerendered ? <prerendered.ProjectCarousel {...props} /> : <Project {...props} />}
      </HydratesOnItsOwn>
    </div>
  );
});

/** The cleaning jobs as a carousel of before/after comparison sliders. */
export const BeforeAfterCarousel = memo(function BeforeAfterCarousel(
  props: ComponentProps<typeof Galleries.BeforeAfterCarousel>,
) {
  return (
    <div id={beforeAfterPlace} className={stage}>
      <HydratesOnItsOwn>
        {prerendered ? <prerendered.BeforeAfterCarousel {...props} /> : <BeforeAfter {...props} />}
      </HydratesOnItsOwn>
    </div>
  );
});
