// Written by the content plugin from app/content/registry.ts and later-parts.ts (page-modules.ts): do not edit.
declare module "@content/pages/home.yml" {
  import type { PageContent } from "~/content/check";
  const content: PageContent<"home">;
  export default content;
}
declare module "@content/pages/drives-and-landscapes.yml" {
  import type { PageContent } from "~/content/check";
  import type { LaterPart } from "~/content/later-parts";
  const content: Omit<PageContent<"drives-and-landscapes">, LaterPart<"pages/drives-and-landscapes.yml">>;
  export default content;
}
declare module "@content/pages/exterior-cleaning.yml" {
  import type { PageContent } from "~/content/check";
  import type { LaterPart } from "~/content/later-parts";
  const content: Omit<PageContent<"exterior-cleaning">, LaterPart<"pages/exterior-cleaning.yml">>;
  export default content;
}
declare module "@content/pages/about.yml" {
  import type { PageContent } from "~/content/check";
  import type { LaterPart } from "~/content/later-parts";
  const content: Omit<PageContent<"about">, LaterPart<"pages/about.yml">>;
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
declare module "@content/business.yml?part=towns" {
  import type { Content } from "~/content/check";
  const content: Content["business"]["towns"];
  export default content;
}
declare module "@content/business.yml?part=team" {
  import type { Content } from "~/content/check";
  const content: Content["business"]["team"];
  export default content;
}
declare module "@content/business.yml?part=founder" {
  import type { Content } from "~/content/check";
  const content: Content["business"]["founder"];
  export default content;
}
declare module "@content/business.yml?part=address" {
  import type { Content } from "~/content/check";
  const content: Content["business"]["address"];
  export default content;
}
declare module "@content/business.yml?part=geo" {
  import type { Content } from "~/content/check";
  const content: Content["business"]["geo"];
  export default content;
}
declare module "@content/business.yml?part=coverageCounties" {
  import type { Content } from "~/content/check";
  const content: Content["business"]["coverageCounties"];
  export default content;
}
declare module "@content/business.yml?part=reviewLink" {
  import type { Content } from "~/content/check";
  const content: Content["business"]["reviewLink"];
  export default content;
}
declare module "@content/layout.yml?part=share" {
  import type { Content } from "~/content/check";
  const content: Content["layout"]["share"];
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
declare module "@content/pages/exterior-cleaning.yml?part=process" {
  import type { PageContent } from "~/content/check";
  const content: PageContent<"exterior-cleaning">["process"];
  export default content;
}
declare module "@content/pages/exterior-cleaning.yml?part=equipment" {
  import type { PageContent } from "~/content/check";
  const content: PageContent<"exterior-cleaning">["equipment"];
  export default content;
}
declare module "@content/pages/exterior-cleaning.yml?part=testimonials" {
  import type { PageContent } from "~/content/check";
  const content: PageContent<"exterior-cleaning">["testimonials"];
  export default content;
}
declare module "@content/pages/drives-and-landscapes.yml?part=process" {
  import type { PageContent } from "~/content/check";
  const content: PageContent<"drives-and-landscapes">["process"];
  export default content;
}
declare module "@content/pages/drives-and-landscapes.yml?part=testimonials" {
  import type { PageContent } from "~/content/check";
  const content: PageContent<"drives-and-landscapes">["testimonials"];
  export default content;
}
declare module "@content/pages/about.yml?part=values" {
  import type { PageContent } from "~/content/check";
  const content: PageContent<"about">["values"];
  export default content;
}
declare module "@content/pages/about.yml?part=team" {
  import type { PageContent } from "~/content/check";
  const content: PageContent<"about">["team"];
  export default content;
}
