// Written by the content plugin from app/content/registry.ts (page-modules.ts): do not edit.
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
  const content: PageContent<"contact">;
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
