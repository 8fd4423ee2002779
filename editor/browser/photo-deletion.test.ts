import { beforeAll, describe, expect, it, vi } from "vitest";

import type { ContentSnapshot } from "../../app/content/check";
import { generateCollections } from "../../app/content/editor-config";
import { contentSnapshot } from "../../app/content/load";

import type { Decap } from "./decap";
import { guardPhotoDeletion } from "./photo-deletion";

let snapshot: ContentSnapshot;
beforeAll(async () => {
  snapshot = await contentSnapshot(process.cwd(), true);
});

/** Decap's registry with one backend, whose deletions are recorded. */
function editorWithBackend(name: string) {
  const deleted: string[][] = [];
  const backends: Record<string, { init: (...args: unknown[]) => unknown }> = {
    [name]: {
      init: () => ({
        deleteFiles: (paths: string[]) => {
          deleted.push(paths);
          return Promise.resolve();
        },
      }),
    },
  };
  const editor = { CMS: { getBackend: (backend: string) => backends[backend] } } as unknown as Decap;
  return {
    editor,
    deleted,
    backend: () => backends[name]!.init() as { deleteFiles(paths: string[], message: string): Promise<unknown> },
  };
}

describe("deleting a photo in the editor's picture library", () => {
  it("refuses a photo the site shows, naming where, and keeps it", async () => {
    const { editor, deleted, backend } = editorWithBackend("github");
    const readContent = vi.fn(() => Promise.resolve(snapshot));
    guardPhotoDeletion(editor, readContent);
    const shown = snapshot.images.find((file) => file.startsWith("projects/"));
    expect(shown).toBeDefined();
    const refusal = backend().deleteFiles([`app/assets/images/${shown}`], "Delete");
    // Where, as the owner finds it in the editor: the entry, the list, the item and its photo field.
    const galleries = generateCollections()
      .flatMap((collection) => collection.files)
      .find(({ file }) => file === "content/galleries.yml")!;
    const projects = galleries.fields.find(({ name }) => name === "projects")!;
    const image = projects.fields!.find(({ name }) => name === "image")!;
    const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const place = [escaped(galleries.label), escaped(projects.label), "\\S+ \\d+", escaped(image.label)];
    await expect(refusal).rejects.toThrow(
      new RegExp(
        `^${place.join(" › ")}: ${escaped(shown!)} is shown here: choose another photo here and Save before deleting this one$`,
      ),
    );
    expect(deleted).toEqual([]);
  });

  it("deletes a photo nothing shows", async () => {
    const { editor, deleted, backend } = editorWithBackend("proxy");
    const spare = { ...snapshot, images: [...snapshot.images, "uploads/spare.jpg"] };
    guardPhotoDeletion(editor, () => Promise.resolve(spare));
    await backend().deleteFiles(["app/assets/images/uploads/spare.jpg"], "Delete");
    expect(deleted).toEqual([["app/assets/images/uploads/spare.jpg"]]);
  });
});
