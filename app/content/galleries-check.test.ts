import { beforeAll, describe, expect, it } from "vitest";

import { type ContentSnapshot, galleriesBasis, resolveContentData } from "./check";
import { newProblems } from "./entry-check";
import { newGalleriesProblems, writtenUse } from "./galleries-check";
import type { ImageSize, Uploads } from "./images";
import { contentSnapshot } from "./load";
import { problemLine } from "./problem-line";
import { galleriesFile } from "./schema/gallery-fields";
import { presetMinimum } from "./schema/image-slots";

/**
 * The galleries' check in the job page's worker brings exactly the problems the whole check
 * brings for the same edit of the galleries file: each edit below is checked both ways, the
 * worker's on the snapshot as it reaches it (as JSON), and most of them do bring problems.
 */
type Item = Record<string, unknown>;
type Galleries = { projects: Item[]; beforeAfter: Item[] };

const large: ImageSize = { width: presetMinimum.photo.width * 2, height: presetMinimum.photo.height * 2 };
const small: ImageSize = { width: presetMinimum.photo.width / 2, height: presetMinimum.photo.height / 2 };
const added = "projects/new-job-20261128-0900-abcd.jpg";

let snapshot: ContentSnapshot;
let galleries: Galleries;
beforeAll(async () => {
  snapshot = await contentSnapshot(process.cwd(), true);
  galleries = structuredClone(snapshot.raw.shared.galleries) as Galleries;
});

const withProjects = (projects: Item[]): Galleries => ({ ...galleries, projects });
const newJob = (fields: Item = {}): Item => ({
  image: added,
  caption: "Resin driveway, Marlow",
  alt: "A resin driveway in front of a brick house",
  ...fields,
});

/** Both checks' lines for one edit, the worker's from the snapshot as JSON carries it. */
function bothWays(content: ContentSnapshot, data: unknown, uploads: Uploads = new Map()) {
  const sent = JSON.parse(JSON.stringify(content)) as ContentSnapshot;
  return {
    whole: newProblems(content, galleriesFile, data, uploads).map(problemLine),
    galleries: newGalleriesProblems(sent, data, uploads).map(problemLine),
  };
}

/** [edit, the galleries as edited, the photos it adds, whether it brings problems] */
const edits: [string, () => unknown, () => Uploads, boolean][] = [
  ["nothing changed", () => galleries, () => new Map(), false],
  [
    "a job added with its photo",
    () => withProjects([newJob(), ...galleries.projects]),
    () => new Map([[added, large]]),
    false,
  ],
  [
    "a job added with a photo too small",
    () => withProjects([newJob(), ...galleries.projects]),
    () => new Map([[added, small]]),
    true,
  ],
  ["a job added with its photo missing", () => withProjects([newJob(), ...galleries.projects]), () => new Map(), true],
  [
    "a job without a description",
    () => withProjects([newJob({ alt: " " }), ...galleries.projects]),
    () => new Map([[added, large]]),
    true,
  ],
  [
    "a field the galleries do not have",
    () => withProjects([newJob({ price: 3 }), ...galleries.projects]),
    () => new Map([[added, large]]),
    true,
  ],
  [
    "a fact that is not one",
    () => withProjects([newJob({ caption: "Drive by {business.nope}" }), ...galleries.projects]),
    () => new Map([[added, large]]),
    true,
  ],
  [
    "a fact filled in",
    () => withProjects([newJob({ caption: "Drive by {business.name}" }), ...galleries.projects]),
    () => new Map([[added, large]]),
    false,
  ],
  ["a job moved", () => withProjects([...galleries.projects].reverse()), () => new Map(), false],
  ["a job taken down", () => withProjects(galleries.projects.slice(1)), () => new Map(), false],
  ["every job taken down", () => withProjects([]), () => new Map(), true],
  ["no galleries at all", () => [], () => new Map(), true],
];

describe("the galleries' check in the job page's worker", () => {
  it.each(edits)("brings what the whole check brings: %s", (_, edited, uploads, bringsProblems) => {
    const { whole, galleries: found } = bothWays(snapshot, edited(), uploads());
    expect(found).toEqual(whole);
    expect(found.length > 0).toBe(bringsProblems);
  });

  it("tells a missing photo only against the pictures a working copy lists", () => {
    const edited = withProjects([newJob(), ...galleries.projects]);
    expect(bothWays({ ...snapshot, complete: false }, edited)).toEqual({ whole: [], galleries: [] });
  });

  it("finds another file's picture left without a description when the job it reused goes", () => {
    // A page slot made to reuse, without a description of its own, a job's photo no other file shows.
    const { uses } = snapshot.galleriesBasis;
    const job = galleries.projects.find((item) => !uses.some((use) => use.path === item.image));
    const pageOf = (file: string) => /^content\/pages\/(.+)\.yml$/.exec(file)?.[1];
    const slot = uses.find((use) => use.field !== undefined && pageOf(use.file) !== undefined);
    const page = slot && pageOf(slot.file);
    if (!slot || !page || !job)
      throw new Error("the content has no picture slot on a page, or no job's photo only it shows");
    const raw = structuredClone(snapshot.raw);
    const parent = slot.keys.slice(0, -1).reduce<Item>((value, key) => value[key] as Item, raw.pages[page] as Item);
    for (const key of ["src", "reuse", "alt"]) delete parent[key];
    parent.reuse = job.image;
    const reused = { ...snapshot, raw, galleriesBasis: galleriesBasis(raw) };
    const { whole, galleries: found } = bothWays(
      reused,
      withProjects(galleries.projects.filter((item) => item !== job)),
    );
    expect(found).toEqual(whole);
    expect(found).toEqual([
      expect.stringMatching(new RegExp(`^${slot.file}: .*not shown anywhere else with a description`)),
    ]);
  });
});

describe("what a build writes down for the galleries' check", () => {
  it("holds every other file's use of a picture, the galleries' own in their place between them", () => {
    const { uses, usesBefore } = snapshot.galleriesBasis;
    const all = resolveContentData(snapshot.raw).context.images.map(writtenUse);
    const own = all.filter((use) => use.file === galleriesFile);
    expect(own.length).toBeGreaterThan(0);
    expect([...uses.slice(0, usesBefore), ...own, ...uses.slice(usesBefore)]).toEqual(all);
  });

  it("survives JSON as it is", () => {
    expect(JSON.parse(JSON.stringify(snapshot.galleriesBasis))).toStrictEqual(snapshot.galleriesBasis);
  });
});
