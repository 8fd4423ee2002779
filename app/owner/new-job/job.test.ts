import { describe, expect, it } from "vitest";

import type { ContentSnapshot } from "~/content/check";
import { contentSnapshot } from "~/content/load";
import { problemLine } from "~/content/problem-line";

import {
  emptyDraft,
  galleriesFile,
  galleryItem,
  type JobDraft,
  photoFiles,
  type PreparedShot,
  problemField,
} from "./job";
import { galleriesEdit, jobProblems } from "./job-edit";

const shot = (width = 1200, height = 900): PreparedShot => ({
  file: new Blob([]),
  name: "photo.jpg",
  width,
  height,
  picked: { name: "IMG_1.JPG", bytes: 3_000_000, width: 4032, height: 3024 },
  removed: ["location"],
});

const project = (change: Partial<JobDraft> = {}): JobDraft => ({
  ...emptyDraft(new Date("2026-11-26T14:32:10Z")),
  tag: "k3f9",
  kind: "projects",
  shots: { photo: shot() },
  caption: "Resin driveway, Marlow",
  alt: "A resin driveway in front of a brick house",
  ...change,
});

let content: ContentSnapshot;
const galleries = () => content.raw.shared.galleries as { projects: unknown[]; beforeAfter: unknown[] };

describe("a finished job as the repository will hold it", async () => {
  content = { ...(await contentSnapshot(process.cwd(), true)), refusesSamples: false };

  it("names its photos from the caption and when it was started, in its gallery's folder", () => {
    expect(photoFiles(project(), [])).toEqual({ photo: "projects/resin-driveway-marlow-20261126-1432-k3f9.jpg" });
    const pair = { ...project(), kind: "beforeAfter" as const };
    expect(photoFiles(pair, [])).toEqual({
      before: "cleaning/resin-driveway-marlow-20261126-1432-k3f9-before.jpg",
      after: "cleaning/resin-driveway-marlow-20261126-1432-k3f9-after.jpg",
    });
    const taken = ["projects/resin-driveway-marlow-20261126-1432-k3f9.jpg"];
    expect(photoFiles(project(), taken).photo).toBe("projects/resin-driveway-marlow-20261126-1432-k3f9-2.jpg");
  });

  it("gives two jobs started in the same minute, with the same caption, names of their own", () => {
    const started = new Date("2026-11-26T14:32:10Z");
    const [first, second] = [emptyDraft(started), emptyDraft(started)].map(
      (draft) => photoFiles({ ...project(), tag: draft.tag }, []).photo,
    );
    expect(first).not.toBe(second);
  });

  it("keeps the names fixed at a send only while they name the kind's photos", () => {
    const sent = project({ sentFiles: photoFiles(project(), []) });
    expect(photoFiles(sent, [])).toEqual(sent.sentFiles);
    // A failed send of a project, then the kind changed: the pair gets names of its own.
    expect(photoFiles({ ...sent, kind: "beforeAfter" }, [])).toEqual({
      before: "cleaning/resin-driveway-marlow-20261126-1432-k3f9-before.jpg",
      after: "cleaning/resin-driveway-marlow-20261126-1432-k3f9-after.jpg",
    });
  });

  it("is an item of its gallery as the schema has it, with a focus only where the gallery cuts the photo", () => {
    const files = photoFiles(project(), []);
    expect(galleryItem(project({ focus: "top" }), files)).toEqual({
      image: files.photo,
      caption: "Resin driveway, Marlow",
      alt: "A resin driveway in front of a brick house",
    });
    const upright = { photo: shot(1200, 1600) };
    expect(galleryItem(project({ shots: upright }), files)).toMatchObject({ focus: "center" });
    expect(galleryItem(project({ shots: upright, focus: "top" }), files)).toMatchObject({ focus: "top" });
  });

  it("passes the build's check when whole", () => {
    expect(jobProblems(content, galleries(), project()).map(problemLine)).toEqual([]);
    expect(jobProblems(content, galleries(), project({ position: 3 })).map(problemLine)).toEqual([]);
  });

  it("gets the build's own line for an empty caption, by its field", () => {
    const draft = project({ caption: "  ", position: 2 });
    const problems = jobProblems(content, galleries(), draft);
    expect(problems.map(problemLine)).toEqual([`${galleriesFile}: projects[item 3].caption: is empty: write the text`]);
    expect(problems.map((problem) => problemField(problem, draft))).toEqual(["caption"]);
  });

  it("gets the build's own line for a photo too small for the gallery, by its field", () => {
    const draft = project({ shots: { photo: shot(800, 600) } });
    const problems = jobProblems(content, galleries(), draft);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/is 800x600 pixels: a photo picture needs at least 1200x900/);
    expect(problems.map((problem) => problemField(problem, draft))).toEqual(["photo"]);
  });
});

describe("the galleries file with the job added", async () => {
  const text = (await import("node:fs")).readFileSync("content/galleries.yml", "utf8");
  const checked = { ...(await contentSnapshot(process.cwd(), true)), refusesSamples: false };
  const draft = project({ position: 1 });
  const files = photoFiles(draft, checked.images);

  it("lists the job at its place, checked", () => {
    const edit = galleriesEdit(checked, draft, files, text);
    expect(edit.outcome).toBe("edited");
    if (edit.outcome !== "edited") return;
    expect(edit.position).toBe(1);
    expect((edit.data as { projects: { image: string }[] }).projects[1]?.image).toBe(files.photo);
  });

  it("finds the job already listed after a send whose answer was lost, and adds nothing", () => {
    const first = galleriesEdit(checked, draft, files, text);
    if (first.outcome !== "edited") throw new Error(first.outcome);
    expect(galleriesEdit(checked, draft, files, first.text)).toMatchObject({ outcome: "listed", position: 1 });
  });

  it("is refused with the build's lines when the build would refuse it", () => {
    const edit = galleriesEdit(checked, { ...draft, alt: " " }, files, text);
    expect(edit.outcome === "refused" && edit.problems.map(problemLine)).toEqual([
      `${galleriesFile}: projects[item 2].alt: is empty: write the text`,
    ]);
  });
});
