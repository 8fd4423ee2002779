// @ts-check
import { writeEditor } from "../../editor/build/site-editor.mjs";

/**
 * The site editor is copied to `admin/` (editor/build/site-editor.mjs). It is not a prerendered page:
 * it keeps its own HTML and gets its own header rule, from the policy it gives. The origins of its
 * backend are given too, for the owner's pages beside it that publish through the same backend.
 * @type {import("./pipeline.mjs").Step}
 */
export const siteEditor = {
  name: "site-editor",
  gives: ["editorPolicy", "editorSources"],
  changes: ["files"],
  async run({ files, log }) {
    const editor = await writeEditor(files.client);
    await files.rescan();
    log(`postbuild: site editor copied to admin/ (${editor.files} files, checksums verified)`);
    return { editorPolicy: editor.policy, editorSources: editor.sources };
  },
};
