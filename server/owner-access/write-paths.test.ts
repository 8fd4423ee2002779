// @vitest-environment node
import { generateKeyPairSync } from "node:crypto";

import { describe, expect, it } from "vitest";

import { pkcs8FromPem } from "./github-app.mjs";
import { isWritablePath } from "./write-paths.mjs";

describe("the paths the owner may change", () => {
  it("takes content files and photos in the images folders", () => {
    for (const path of [
      "content/business.yml",
      "content/pages/home.yml",
      "app/assets/images/uploads/patio.jpg",
      "app/assets/images/projects/resin-drive-marlow-2.webp",
      // A phone names its photos IMG_0001.JPG; only the extension may be in capitals.
      "app/assets/images/uploads/patio.JPG",
    ])
      expect(isWritablePath(path), path).toBe(true);
  });

  it("refuses anything else, however it is spelled", () => {
    for (const path of [
      "content",
      "content/",
      "/content/business.yml",
      "content//business.yml",
      "content/./business.yml",
      "content/Business.yml",
      "app/assets/images/patio.jpg",
      "app/assets/images/uploads/.patio.jpg",
      "app/assets/images/uploads/patio.jpg/x.yml",
      "app/assets/images/uploads/patio.html",
      "content\\..\\package.json",
      // A second images folder on a case-sensitive checkout, the same one on a case-insensitive one.
      "APP/ASSETS/IMAGES/uploads/patio.jpg",
      "app/assets/Images/uploads/patio.jpg",
      "app/assets/images/Uploads/patio.jpg",
      "app/assets/images/uploads/Patio.jpg",
    ])
      expect(isWritablePath(path), path).toBe(false);
  });
});

describe("the App's private key", () => {
  it("reads GitHub's PKCS #1 key as the PKCS #8 Web Crypto needs, and a PKCS #8 key as it is", () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const pkcs8 = new Uint8Array(privateKey.export({ type: "pkcs8", format: "der" }));
    expect(pkcs8FromPem(privateKey.export({ type: "pkcs1", format: "pem" }).toString())).toEqual(pkcs8);
    expect(pkcs8FromPem(privateKey.export({ type: "pkcs8", format: "pem" }).toString())).toEqual(pkcs8);
  });
});
