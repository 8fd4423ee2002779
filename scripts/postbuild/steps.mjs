// @ts-check
/**
 * The post-build's steps, in the order they run. To add one: write a module exporting a `Step`
 * (pipeline.mjs), import it here and list it; the runner stops the build if its place breaks
 * what it or another step declares (README.md).
 */
import { compress } from "./compress.mjs";
import { contentVersion } from "./content-version.mjs";
import { criticalCss } from "./critical-css.mjs";
import { deferScripts } from "./defer-hydration.mjs";
import { headers } from "./headers.mjs";
import { hostConfigs } from "./host-configs.mjs";
import { jobPageOffline } from "./job-page-offline.mjs";
import { leadInboxPage } from "./lead-inbox.mjs";
import { pageFiles } from "./page-files.mjs";
import { siteEditor } from "./site-editor.mjs";

/** @type {import("./pipeline.mjs").Step[]} */
export const steps = [
  pageFiles,
  criticalCss,
  deferScripts,
  contentVersion,
  siteEditor,
  jobPageOffline,
  leadInboxPage,
  headers,
  hostConfigs,
  compress,
];
