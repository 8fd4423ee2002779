/**
 * The driveways and landscaping page's bands below its gallery as the page places them: their code
 * and words load once they come near the screen (components/near-screen-part.tsx); until then the
 * prerendered bands are plain HTML.
 */
import { nearScreenPart } from "~/components/near-screen-part";

const prerendered = import.meta.env.SSR ? await import("./drives-details") : undefined;

export const DrivesDetails = nearScreenPart({
  place: "drives-details",
  load: () => import("./drives-details").then((module) => module.DrivesDetails),
  prerendered: prerendered?.DrivesDetails,
});
