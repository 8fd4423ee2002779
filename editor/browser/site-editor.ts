/**
 * The site editor's own script beside Decap CMS (editor/page/index.html loads it after Decap): the
 * build's checks at Save, beside the fields they name, and before a photo is deleted; each photo
 * prepared (upright, at its slot's size, without its metadata) before it is uploaded; text fields
 * that show the sentence their placeholders make; and the preview pane, drawn by the site's own
 * components; content files written back keeping their layout, only what changed; and the way to
 * the owner's devices page where the editor signs in by passkey. Loaded only under /admin/; the public pages never load it. Built by
 * editor/build/site-editor-bundle.mjs.
 */
import { decap } from "./decap.ts";
import { offerDevicesPage } from "./devices-link.ts";
import { refreshContent } from "./editor-content.ts";
import { registerFields } from "./fields.ts";
import { keptYaml } from "./kept-yaml.ts";
import { sayEditorDidNotOpen } from "./opening.ts";
import { guardPhotoDeletion } from "./photo-deletion.ts";
import { preparePhotoUploads } from "./photo-upload.ts";
import { registerPreviews } from "./preview/register.ts";
import { registerSaveChecks } from "./save-checks.ts";

const editor = decap();
if (editor) {
  editor.CMS.registerCustomFormat(keptYaml.name, keptYaml.extension, keptYaml.formatter);
  registerSaveChecks(editor);
  guardPhotoDeletion(editor);
  preparePhotoUploads();
  registerFields(editor);
  registerPreviews(editor);
  void refreshContent();
  void offerDevicesPage();
} else {
  sayEditorDidNotOpen();
}
