// @ts-check
/**
 * `npm run make -- <what>`: regenerates files the repository keeps, from their sources.
 *   icons          app/components/ui/icons/ from the lucide package
 *   fonts          app/assets/fonts/ from @fontsource, subset to the characters English copy uses
 *   artwork        missing placeholder images in app/assets/images (`-- artwork --force` redraws all)
 *   editor         the vendored Decap CMS build, at another version (`-- editor 3.16.3`)
 *   image-settings prints what each encoder setting costs and keeps per image slot (measures only)
 *   encodings      app/assets/encodings/ for every picture, on purpose: missing ones encoded, unused
 *                  ones removed (`-- encodings --all` encodes every picture again)
 *   lead-screenshots  docs/screenshots/leads/ from the built site, for docs/editing.md's "Quote
 *                  requests on your phone"
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** @type {Record<string, string>} */
const makers = {
  icons: "generate-icons.mjs",
  fonts: "subset-fonts.mjs",
  artwork: "generate-artwork.mjs",
  editor: "update-decap-cms.mjs",
  "image-settings": "image-settings.mjs",
  encodings: "encode-images.mjs",
  "lead-screenshots": "lead-screenshots.mjs",
};

const [what = "", ...rest] = process.argv.slice(2);
const script = makers[what];
if (!script) {
  console.error(`usage: npm run make -- <${Object.keys(makers).join(" | ")}> [options]`);
  process.exit(2);
}
const result = spawnSync(process.execPath, [fileURLToPath(new URL(script, import.meta.url)), ...rest], {
  stdio: "inherit",
});
process.exit(result.status ?? 1);
