/**
 * The contact page's details below the form as the page places them. Their code loads once they
 * come near the screen (components/near-screen-part.tsx); until then the prerendered sections
 * already work as plain HTML: call, WhatsApp and email links, and the questions open and close.
 */
import { nearScreenPart } from "~/components/near-screen-part";

const prerendered = import.meta.env.SSR ? await import("./contact-details") : undefined;

export const ContactDetails = nearScreenPart({
  place: "contact-details",
  load: () => import("./contact-details").then((module) => module.ContactDetails),
  prerendered: prerendered?.ContactDetails,
});
