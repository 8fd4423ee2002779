/**
 * The galleries as pages place them. Their code (the carousel, the comparison slider) and their
 * photo lists load once the gallery comes near the screen (components/near-screen-part.tsx);
 * until then the prerendered gallery already scrolls and links to its slides without JavaScript.
 */
import { nearScreenPart } from "~/components/near-screen-part";
import { loadTooltipLayer } from "~/components/ui/tooltip";

const prerendered = import.meta.env.SSR ? await import("./galleries") : undefined;

// The stage is at most 56rem wide inside the page's gutters.
const stage = "mx-auto mt-12 max-w-4xl";

/**
 * The galleries' code, with the tooltips' layer: the arrows are then drawn inside their tooltips
 * at once, never drawn again as the layer comes (docs/decisions/105). Without the layer they work
 * the same.
 */
const galleries = () =>
  Promise.all([import("./galleries"), loadTooltipLayer().catch(() => undefined)]).then(([module]) => module);

/** The project photos as a carousel. */
export const ProjectCarousel = nearScreenPart({
  place: "project-gallery",
  className: stage,
  load: () => galleries().then((module) => module.ProjectCarousel),
  prerendered: prerendered?.ProjectCarousel,
});

/** The cleaning jobs as a carousel of before/after comparison sliders. */
export const BeforeAfterCarousel = nearScreenPart({
  place: "before-after-gallery",
  className: stage,
  load: () => galleries().then((module) => module.BeforeAfterCarousel),
  prerendered: prerendered?.BeforeAfterCarousel,
});
