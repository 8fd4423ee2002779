// Written by the content plugin from app/content/registry.ts and later-parts.ts (page-modules.ts): do not edit.
declare module "@content/pages/home.yml" {
  import type { PageContent } from "~/content/check";
  const content: PageContent<"home">;
  export default content;
}
declare module "@content/pages/drives-and-landscapes.yml" {
  import type { PageContent } from "~/content/check";
  const content: PageContent<"drives-and-landscapes">;
  export default content;
}
declare module "@content/pages/exterior-cleaning.yml" {
  import type { PageContent } from "~/content/check";
  const content: PageContent<"exterior-cleaning">;
  export default content;
}
declare module "@content/pages/about.yml" {
  import type { PageContent } from "~/content/check";
  const content: PageContent<"about">;
  export default content;
}
declare module "@content/pages/contact.yml" {
  import type { PageContent } from "~/content/check";
  import type { LaterPart } from "~/content/later-parts";
  const content: Omit<PageContent<"contact">, LaterPart<"pages/contact.yml">>;
  export default content;
}
declare module "@content/pages/privacy.yml" {
  import type { PageContent } from "~/content/check";
  const content: PageContent<"privacy">;
  export default content;
}
declare module "@content/pages/not-found.yml" {
  import type { PageContent } from "~/content/check";
  const content: PageContent<"not-found">;
  export default content;
}
declare module "@content/quote-form.yml?part=fallback" {
  import type { Content } from "~/content/check";
  const content: Content["quoteForm"]["fallback"];
  export default content;
}
declare module "@content/quote-form.yml?part=mail" {
  import type { Content } from "~/content/check";
  const content: Content["quoteForm"]["mail"];
  export default content;
}
declare module "@content/pages/contact.yml?part=infoCards" {
  import type { PageContent } from "~/content/check";
  const content: PageContent<"contact">["infoCards"];
  export default content;
}
declare module "@content/pages/contact.yml?part=whyChoose" {
  import type { PageContent } from "~/content/check";
  const content: PageContent<"contact">["whyChoose"];
  export default content;
}
declare module "@content/pages/contact.yml?part=assistance" {
  import type { PageContent } from "~/content/check";
  const content: PageContent<"contact">["assistance"];
  export default content;
}
declare module "@content/pages/contact.yml?part=areas" {
  import type { PageContent } from "~/content/check";
  const content: PageContent<"contact">["areas"];
  export default content;
}
declare module "@content/pages/contact.yml?part=faq" {
  import type { PageContent } from "~/content/check";
  const content: PageContent<"contact">["faq"];
  export default content;
}
