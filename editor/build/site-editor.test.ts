// @vitest-environment node
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";

import { generateCollections } from "../../app/content/editor-config.ts";
import { imageFiles } from "../../app/content/load.ts";

import {
  adminDirectory,
  backendSources,
  decapDirectory,
  editorPolicy,
  localEditingConfig,
  publishedConfig,
  verifiedDecapFiles,
  writeEditor,
} from "./site-editor.mjs";

const committedConfig = readFileSync(path.join(adminDirectory, "config.yml"), "utf8");
// With the site's pictures, which the build offers as photos shown elsewhere.
const collections = generateCollections({ pictures: imageFiles(process.cwd()) });
const directives = (policy: string) =>
  new Map(policy.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)] as const));

describe("vendored Decap CMS", () => {
  const copies: string[] = [];
  afterEach(() => copies.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function copyOfVendor() {
    const dir = mkdtempSync(path.join(tmpdir(), "decap-"));
    copies.push(dir);
    for (const name of readdirSync(decapDirectory)) copyFileSync(path.join(decapDirectory, name), path.join(dir, name));
    return dir;
  }

  it("lists every committed file, the main script among them", () => {
    const files = verifiedDecapFiles();
    expect(files).toContain("decap-cms.js");
    expect(files.filter((name) => name.endsWith(".js")).length).toBeGreaterThan(1);
  });

  it("refuses a file whose bytes changed", () => {
    const dir = copyOfVendor();
    writeFileSync(path.join(dir, "decap-cms.js"), "/* changed */", { flag: "a" });
    expect(() => verifiedDecapFiles(dir)).toThrow(/decap-cms\.js does not match its SHA-256/);
  });

  it("refuses a script that SHA256SUMS does not list", () => {
    const dir = copyOfVendor();
    writeFileSync(path.join(dir, "extra.js"), "alert(1)");
    expect(() => verifiedDecapFiles(dir)).toThrow(/SHA256SUMS does not list: extra\.js/);
  });
});

describe("editor configuration", () => {
  it("is published as the committed settings plus the collections the schemas generate", () => {
    expect(parse(publishedConfig(committedConfig, collections))).toEqual({ ...parse(committedConfig), collections });
  });

  it("never names a local backend, and never takes collections written by hand", () => {
    expect(() => publishedConfig(`${committedConfig}\nlocal_backend: true\n`, collections)).toThrow(
      /must not set local_backend/,
    );
    expect(() => publishedConfig(`${committedConfig}\ncollections: []\n`, collections)).toThrow(
      /generated from the content schemas/,
    );
  });

  it("points the development server's copy at the local Decap server, keeping everything else", () => {
    const local = parse(localEditingConfig(committedConfig, collections, "http://127.0.0.1:8099/api/v1"));
    expect(local.local_backend).toEqual({ url: "http://127.0.0.1:8099/api/v1" });
    delete local.local_backend;
    expect(local).toEqual(parse(publishedConfig(committedConfig, collections)));
  });

  it("is written into the build exactly as the schemas generate it", async () => {
    const client = mkdtempSync(path.join(tmpdir(), "editor-build-"));
    try {
      await writeEditor(client);
      const built = readFileSync(path.join(client, "admin/config.yml"), "utf8");
      expect(built).toBe(publishedConfig(committedConfig, collections));
    } finally {
      rmSync(client, { recursive: true, force: true });
    }
  }, 30_000);

  it("stores uploads beside the other image masters, named as content files name images", () => {
    const config = parse(committedConfig);
    expect(config.media_folder).toBe("app/assets/images/uploads");
    expect(config.public_folder).toBe("uploads");
  });
});

describe("editor policy", () => {
  it("allows the GitHub API and avatars for the github backend, and nothing extra for Git Gateway", () => {
    expect(backendSources("backend:\n  name: github\n  repo: a/b\n")).toEqual({
      connect: ["https://api.github.com"],
      img: ["https://avatars.githubusercontent.com"],
    });
    expect(backendSources("backend:\n  name: github\n  api_root: https://ghe.example.com/api/v3\n").connect).toEqual([
      "https://ghe.example.com",
    ]);
    expect(backendSources("backend:\n  name: git-gateway\n")).toEqual({ connect: [], img: [] });
  });

  it("stops on a backend whose origins it does not know", () => {
    expect(() => backendSources("backend:\n  name: gitlab\n")).toThrow(/backend "gitlab"/);
  });

  it("ships the passkey sign-in through the site's own function, whose address it stops on unless whole", () => {
    expect(parse(committedConfig).backend).toMatchObject({ name: "git-gateway", auth_type: "pkce" });
    expect(backendSources(committedConfig)).toEqual({ connect: [], img: [] });
    for (const baseUrl of ["", "/", "www.hartwell-outdoor.co.uk"])
      expect(() =>
        backendSources(committedConfig.replace(/^ {2}base_url: .*$/m, `  base_url: "${baseUrl}"`)),
      ).toThrow(/^site editor: backend\.base_url in editor\/page\/config\.yml must be the site's address/);
    expect(() => backendSources(committedConfig.replace(/^ {2}base_url: .*\n/m, ""))).toThrow(/base_url/);
  });

  it("gives Decap what it needs and nothing the public pages' policy would refuse elsewhere", () => {
    const policy = directives(editorPolicy({ connect: ["https://api.github.com"], img: [] }));
    expect(policy.get("script-src")).toEqual(["'self'", "'unsafe-eval'"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "blob:", "https://api.github.com"]);
    expect(policy.get("img-src")).toEqual(["'self'", "blob:", "data:"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });
});

describe("editor collections", () => {
  type Field = { name: string; widget?: string; fields?: Field[]; field?: Field };
  const config = parse(publishedConfig(committedConfig, collections)) as {
    collections: { files: { file: string; fields: Field[] }[] }[];
  };
  const files = config.collections.flatMap((collection) => collection.files);
  const root = path.join(adminDirectory, "../..");
  const contentFiles = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? contentFiles(path.join(dir, entry.name))
        : /\.ya?ml$/.test(entry.name)
          ? [path.join(dir, entry.name).split(path.sep).join("/")]
          : [],
    );

  it("give every content file exactly one editor entry", () => {
    const entries = files.map((file) => file.file);
    // Named, so a new page's content file says where its entry goes.
    const missing = contentFiles("content").filter((file) => !entries.includes(file));
    expect(missing, "content files without an entry in the generated editor configuration").toEqual([]);
    expect(entries.sort()).toEqual(contentFiles("content").sort());
  });

  /** Paths of values in the data that no field of the editor describes, so the owner could not edit them. */
  function undescribed(data: unknown, field: Field, at: string): string[] {
    if (field.widget === "hidden") return [];
    if (Array.isArray(data)) {
      if (field.widget !== "list") return field.widget === "select" ? [] : [at];
      const item = field.fields ? { name: "", widget: "object", fields: field.fields } : field.field;
      return item ? data.flatMap((value, i) => undescribed(value, item, `${at}[${i}]`)) : [];
    }
    if (data && typeof data === "object") {
      if (!field.fields) return [at];
      return Object.entries(data).flatMap(([key, value]) => {
        const child = field.fields?.find((each) => each.name === key);
        return child ? undescribed(value, child, `${at}.${key}`) : [`${at}.${key}`];
      });
    }
    return [];
  }

  it("describe every value the content files hold", () => {
    for (const { file, fields } of files) {
      const data = parse(readFileSync(path.join(root, file), "utf8"));
      expect(undescribed(data, { name: "", widget: "object", fields }, file), file).toEqual([]);
    }
  });
});
