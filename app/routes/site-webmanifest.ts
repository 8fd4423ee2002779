import business from "@content/business.yml";
import { brandColours, brandImages } from "~/content/site-metadata";
import { buildWebManifest } from "~/lib/metadata-builders";

export function loader() {
  const manifest = buildWebManifest({
    name: business.name,
    shortName: business.shortName,
    description: business.tagline,
    themeColor: brandColours.theme,
    backgroundColor: brandColours.background,
    icons: brandImages.icons,
  });
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
