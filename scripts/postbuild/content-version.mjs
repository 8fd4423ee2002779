// @ts-check
import { checkedSnapshot } from "../content-module.mjs";
import { writeContentVersion } from "../../editor/build/content-version.mjs";

/**
 * `/content-version.json`: which content the live site was built from (editor/build/content-version.mjs).
 * @type {import("./pipeline.mjs").Step}
 */
export const contentVersion = {
  name: "content-version",
  changes: ["files"],
  async run({ files }) {
    await writeContentVersion(files.client, undefined, checkedSnapshot()?.dataByFile);
    await files.rescan();
  },
};
