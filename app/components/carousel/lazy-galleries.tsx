/**
 * The galleries as pages place them. Their code (the carousel, the comparison slider) and their
 * photo lists load once the gallery comes near the screen (components/near-screen-part.tsx);
 * until then the prerendered gallery already scrolls and links to its slides without JavaScript.
 */
import { nearScreenPart } from "~/components/near-screen-part";
import { tooltipsCanShow } from "~/components/ui/tooltip-shown";

const prerendered = import.meta.env.SSR ? await import("./galleries") : undefined;

// The stage is at most 56rem wide inside the page's gutters.
const stage = "mx-auto mt-12 max-w-4xl";

/**
 * The galleries' code, placed once the arrows' tooltip layer has come too (decision 105). The
 * layer is asked for beside the code rather than after it, so it costs no extra round trip; a
 * device that cannot show a tooltip asks for none (decision 173).
 */
function galleriesWithTooltips() {
  if (tooltipsCanShow()) import("~/components/ui/tooltip-layer").catch(() => undefined);
  return import("./galleries").then(async (module) => (await module.tooltipsLoaded, module));
}

/** The project photos as a carousel. */
export const ProjectCarousel = nearScreenPart({
  place: "project-gallery",
  className: stage,
  load: () => galleriesWithTooltips().then((module) => module.ProjectCarousel),
  prerendered: prerendered?.ProjectCarousel,
});

/** The cleaning jobs as a carousel of before/after comparison sliders. */
export const BeforeAfterCarousel = nearScreenPart({
  place: "before-after-gallery",
  className: stage,
  load: () => galleriesWithTooltips().then((module) => module.BeforeAfterCarousel),
  prerendered: prerendered?.BeforeAfterCarousel,
});
