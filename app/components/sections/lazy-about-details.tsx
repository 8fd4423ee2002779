/**
 * The About page's values and team as the page places them: their code, words and portraits' sizes
 * load once they come near the screen (components/near-screen-part.tsx); until then the
 * prerendered bands are plain HTML.
 */
import { nearScreenPart } from "~/components/near-screen-part";

const prerendered = import.meta.env.SSR ? await import("./about-details") : undefined;

export const AboutDetails = nearScreenPart({
  place: "about-details",
  load: () => import("./about-details").then((module) => module.AboutDetails),
  prerendered: prerendered?.AboutDetails,
});
