// @vitest-environment node
import { readFileSync } from "node:fs";

import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";

import type business from "@content/business.yml";

import { brandFile, faviconFile } from "./brand-images.server";
import { appIcons, brandImages, shareImage } from "./site-metadata";

// An owner's edit in the site editor: another name and other logo colours.
const edited = vi.hoisted(() => ({
  name: "Wycombe Paving & Gardens",
  logo: { ground: "#8a1c7c", stripes: "#ffe066", drop: "#1e90ff" },
}));
vi.mock("@content/business.yml", async (importOriginal) => {
  const original = (await importOriginal<{ default: typeof business }>()).default;
  return {
    default: {
      ...original,
      get name() {
        return edited.name;
      },
      brand: { ...original.brand, logo: edited.logo },
    },
  };
});

// Unit tests load stylesheets as empty modules; the share image reads the theme's colours.
vi.mock("../app.css?raw", () => ({ default: readFileSync(new URL("../app.css", import.meta.url), "utf8") }));

async function image(path: string) {
  const file = await brandFile(path);
  if (!file || typeof file.body === "string") throw new Error(`${path} is not an image`);
  return { ...file, body: Buffer.from(file.body) };
}

describe("brand files", () => {
  it("draw the favicon in the logo's colours from the content", async () => {
    const favicon = await brandFile(faviconFile);
    expect(favicon?.type).toMatch(/^image\/svg\+xml/);
    for (const colour of Object.values(edited.logo)) expect(favicon?.body).toContain(`"${colour}"`);
  });

  it("draw every app icon at its stated size on the logo's ground", async () => {
    for (const { src, size } of [
      { src: brandImages.appleTouchIcon, size: 180 },
      ...appIcons.map(({ src, sizes }) => ({ src, size: Number.parseInt(sizes, 10) })),
    ]) {
      const icon = await image(src);
      expect(icon.type).toBe("image/png");
      const { data, info } = await sharp(icon.body).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([size, size]);
      expect(`#${[...data.subarray(0, 3)].map((value) => value.toString(16).padStart(2, "0")).join("")}`).toBe(
        edited.logo.ground,
      );
    }
  });

  it("set the business name in the share image", async () => {
    const share = await image(shareImage.path);
    expect(share.type).toBe("image/jpeg");
    expect(await sharp(share.body).metadata()).toMatchObject({ width: 1200, height: 630 });
    // The same image with the sample name differs where the name is set.
    const { default: sample } = await vi.importActual<{ default: typeof business }>("@content/business.yml");
    edited.name = sample.name;
    const withSample = await image(shareImage.path);
    expect(share.body.equals(withSample.body)).toBe(false);
  });

  it("have nothing at other paths", async () => {
    expect(await brandFile("/favicon.ico")).toBeUndefined();
  });
});
