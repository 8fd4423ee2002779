import { describe, expect, it } from "vitest";

import { galleryJobs } from "./gallery-photo";

const galleries = {
  projects: [
    { caption: "Resin driveway, Marlow", image: "projects/resin.jpg" },
    { caption: "Patio, Amersham", image: "uploads/patio.jpg" },
  ],
  beforeAfter: [
    { caption: "Block paving, Penn", before: "cleaning/penn-before.jpg", after: "cleaning/penn-after.jpg" },
  ],
};
const small = {
  "projects/resin.jpg": "/admin/list-photos/1a2b.webp",
  "cleaning/penn-after.jpg": "/admin/list-photos/3c4d.webp",
};

describe("a gallery's jobs as the owner's lists show them", () => {
  it("show each job's small copy where the build made one, else its master", () => {
    expect(galleryJobs(galleries, "projects", small)).toEqual([
      { caption: "Resin driveway, Marlow", photo: "/admin/list-photos/1a2b.webp" },
      // Published from the phone since the last build: no small copy yet.
      { caption: "Patio, Amersham", photo: "/admin/images/uploads/patio.jpg" },
    ]);
  });

  it("show a pair by its after photo", () => {
    expect(galleryJobs(galleries, "beforeAfter", small)).toEqual([
      { caption: "Block paving, Penn", photo: "/admin/list-photos/3c4d.webp" },
    ]);
  });

  it("show the masters where the content names no small copies (the development server's)", () => {
    expect(galleryJobs(galleries, "beforeAfter")).toEqual([
      { caption: "Block paving, Penn", photo: "/admin/images/cleaning/penn-after.jpg" },
    ]);
  });

  it("show nothing for data that is not a gallery, and no photo for an item without one", () => {
    expect(galleryJobs("not a gallery", "projects", small)).toEqual([]);
    expect(galleryJobs({ projects: [null, { caption: 3, image: "" }] }, "projects", small)).toEqual([
      { caption: "", photo: undefined },
      { caption: "", photo: undefined },
    ]);
  });
});
