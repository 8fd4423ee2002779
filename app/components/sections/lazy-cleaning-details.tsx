/**
 * The cleaning page's bands below its gallery as the page places them. Their code and words load
 * once they come near the screen (components/near-screen-part.tsx); until then the prerendered
 * bands are plain HTML, with nothing in them to tap but what works without script.
 */
import { nearScreenPart } from "~/components/near-screen-part";

const prerendered = import.meta.env.SSR ? await import("./cleaning-details") : undefined;

export const CleaningDetails = nearScreenPart({
  place: "cleaning-details",
  load: () => import("./cleaning-details").then((module) => module.CleaningDetails),
  prerendered: prerendered?.CleaningDetails,
});
