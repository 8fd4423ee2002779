/**
 * Decap's picture library deletes a photo at once: on the live site that is a commit the host
 * builds. A photo some content file still shows would stop that build, so the backend is given a
 * `deleteFiles` that refuses it first, naming where the photo is shown; Decap shows the refusal
 * as "Failed to delete media: ..." and keeps the photo.
 */
import type { ContentSnapshot } from "../../app/content/check.ts";
import { type Problem, problem } from "../../app/content/problem-line.ts";

import type { Decap } from "./decap.ts";
import { belowImages, checkWithEntry } from "../../app/content/entry-check.ts";
import { fetchContent } from "./editor-content.ts";
import { inEditorWords } from "./problem-words.ts";

/** The backends the editor may run on: GitHub on a host, Decap's local server under `npm run edit`. */
const backendNames = ["github", "git-gateway", "proxy"];

/** Where the content shows any of these files (paths in the repository), one problem for each place. */
function placesShowing(content: ContentSnapshot, repoPaths: readonly string[]): Problem[] {
  const files = new Set(repoPaths.map(belowImages).filter((file) => file !== undefined));
  if (files.size === 0) return [];
  return checkWithEntry(content)
    .imageUses.filter((use) => files.has(use.ref.file))
    .map((use) =>
      problem(
        use.file,
        use.keys,
        `${use.ref.file} is shown here: choose another photo here and Save before deleting this one`,
      ),
    );
}

type Implementation = { deleteFiles(paths: string[], message: string): Promise<unknown> };

/** Makes each backend refuse to delete a photo the site still shows. */
export function guardPhotoDeletion({ CMS }: Decap, readContent: () => Promise<ContentSnapshot> = fetchContent) {
  for (const name of backendNames) {
    const backend = CMS.getBackend(name);
    if (!backend) continue;
    const { init } = backend;
    backend.init = (...args) => {
      const implementation = init(...args) as Implementation;
      const deleteFiles = implementation.deleteFiles.bind(implementation);
      implementation.deleteFiles = async (paths, message) => {
        const [shown] = placesShowing(await readContent(), paths);
        if (shown) throw new Error(inEditorWords(shown));
        return deleteFiles(paths, message);
      };
      return implementation;
    };
  }
}
