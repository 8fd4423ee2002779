// Images imported with a preset (see vite.config.ts) arrive as a ResponsiveImage.
declare module "*?preset=hero" {
  import type { ResponsiveImage } from "~/lib/responsive-image";
  const image: ResponsiveImage;
  export default image;
}
declare module "*?preset=photo" {
  import type { ResponsiveImage } from "~/lib/responsive-image";
  const image: ResponsiveImage;
  export default image;
}
declare module "*?preset=avatar" {
  import type { ResponsiveImage } from "~/lib/responsive-image";
  const image: ResponsiveImage;
  export default image;
}
