/**
 * A small project a test writes into a folder of its own, to read as the import checks read the
 * site's (scripts/import-circles.mjs): a `tsconfig.json` resolving modules as the site's does
 * (`~/` for app/, `.ts` extensions, `.mjs` files, JSX), and the files the test gives.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

const tsconfig = JSON.stringify({
  include: ["**/*"],
  compilerOptions: {
    moduleResolution: "bundler",
    module: "ES2022",
    jsx: "react-jsx",
    allowJs: true,
    allowImportingTsExtensions: true,
    noEmit: true,
    paths: { "~/*": ["./app/*"] },
  },
});

/** A new folder holding `tsconfig.json` and `files` (path -> text); `remove` deletes it. */
export async function writeSmallProject(name: string, files: Record<string, string>) {
  const folder = await mkdtemp(path.join(tmpdir(), `${name}-`));
  for (const [file, text] of Object.entries({ "tsconfig.json": tsconfig, ...files })) {
    await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await writeFile(path.join(folder, file), text);
  }
  return {
    folder,
    tsconfig: path.join(folder, "tsconfig.json"),
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}
