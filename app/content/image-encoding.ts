/**
 * How the build encodes each picture (vite-imagetools' options, vite.config.ts): a picture
 * imported with `?preset=<slot>` gets AVIF, WebP and JPEG at the slot's widths, each with its
 * slot's quality and effort for that format (image-presets.ts). The same options name the
 * encodings kept in app/assets/encodings/, so the build's check of them (scripts/encodings.mjs)
 * reads these too.
 */
import { type ImageConfig, resolveConfigs } from "imagetools-core";
import type { VitePluginOptions } from "vite-imagetools";

import { type ImageFormat, imagePresets } from "./image-presets.ts";
import type { ImagePreset } from "./schema/refs.ts";

/** A preset by the name an image's address gives, if there is one of that name. */
const presetNamed = (name: unknown) =>
  (imagePresets as Partial<Record<string, (typeof imagePresets)[ImagePreset]>>)[String(name)];

/** Each encoding of a preset's image, with the settings of its slot for its format. */
function withSlotSettings(config: ImageConfig): ImageConfig {
  const format = String(config.format) as ImageFormat;
  const preset = presetNamed(config.preset);
  const quality = preset?.quality[format];
  if (quality === undefined) return config;
  const effort = preset?.effort[format];
  return { ...config, quality: String(quality), ...(effort === undefined ? {} : { effort: String(effort) }) };
}

export const imageEncodingOptions: Pick<VitePluginOptions, "defaultDirectives" | "resolveConfigs"> = {
  defaultDirectives: (url) => {
    const widths = presetNamed(url.searchParams.get("preset"))?.widths;
    if (!widths) return new URLSearchParams();
    return new URLSearchParams({ w: widths.join(";"), format: "avif;webp;jpeg", as: "picture" });
  },
  resolveConfigs: (entries, outputFormats) => resolveConfigs(entries, outputFormats).map(withSlotSettings),
};
