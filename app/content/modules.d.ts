// Content files as the app imports them, resolved by the site-content Vite plugin
// (app/content/vite-plugin.ts): each is the output of its schema, pictures already imported.
// Its parts for later code (later-parts.ts) are modules of their own, declared in page-content.d.ts.
declare module "@content/business.yml" {
  import type { Content } from "~/content/check";
  import type { LaterPart } from "~/content/later-parts";
  import type { FunctionOnlyField } from "~/content/schema/business";
  const content: Omit<Content["business"], FunctionOnlyField | LaterPart<"business.yml">>;
  export default content;
}
/** The whole business file, its parts in it: for the prerender's structured data alone (later-parts.ts). */
declare module "@content/business.yml?whole" {
  import type { Content } from "~/content/check";
  import type { FunctionOnlyField } from "~/content/schema/business";
  const content: Omit<Content["business"], FunctionOnlyField>;
  export default content;
}
declare module "@content/function-settings" {
  import type { Content } from "~/content/check";
  import type { FunctionOnlyField } from "~/content/schema/business";
  const content: Pick<Content["business"], FunctionOnlyField>;
  export default content;
}
declare module "@content/claims.yml" {
  import type { Content } from "~/content/check";
  const content: Content["claims"];
  export default content;
}
declare module "@content/galleries.yml" {
  import type { Content } from "~/content/check";
  const content: Content["galleries"];
  export default content;
}
declare module "@content/layout.yml" {
  import type { Content } from "~/content/check";
  import type { LaterPart } from "~/content/later-parts";
  const content: Omit<Content["layout"], LaterPart<"layout.yml">>;
  export default content;
}
declare module "@content/carousel.yml" {
  import type { Content } from "~/content/check";
  const content: Content["carousel"];
  export default content;
}
// Its parts for later code (later-parts.ts) are modules of their own, declared in page-content.d.ts.
declare module "@content/quote-form.yml" {
  import type { Content } from "~/content/check";
  import type { LaterPart } from "~/content/later-parts";
  const content: Omit<Content["quoteForm"], LaterPart<"quote-form.yml">>;
  export default content;
}
declare module "@content/location-map.yml" {
  import type { Content } from "~/content/check";
  const content: Content["locationMap"];
  export default content;
}
declare module "@content/review-request.yml" {
  import type { Content } from "~/content/check";
  const content: Content["reviewRequest"];
  export default content;
}
/** The business's review link and its QR code, drawn by the build: the image's address (an SVG file in a build, a `data:` address in development). */
declare module "@content/review-code" {
  const code: { link: string; image: string };
  export default code;
}
// Each page's module, `@content/pages/<id>.yml`, is declared in page-content.d.ts.
declare module "@content/site-pages" {
  import type { SitePage } from "~/content/check";
  import type { PageId } from "~/content/registry";
  const pages: SitePage[];
  export default pages;
  /** Each page's path, by its id in the registry: link with `paths.contact`, never "/contact". */
  export const paths: Record<PageId, string>;
}
