// @vitest-environment node
import { describe, expect, it, vi } from "vitest";

import { chromiumArgs, findChromium } from "./chromium.mjs";

/** A machine with these executable files, this environment, and root or not. */
function machine({
  files = [],
  env = { PATH: "/usr/local/bin:/usr/bin:/bin" },
  root = false,
  filesAfterInstall = [],
}: {
  files?: string[];
  env?: Record<string, string | undefined>;
  root?: boolean;
  filesAfterInstall?: string[];
}) {
  const executables = new Set(files);
  const installChromium = vi.fn(() => filesAfterInstall.forEach((file) => executables.add(file)));
  const log = vi.fn();
  return {
    env,
    isExecutable: (file: string) => executables.has(file),
    isRoot: () => root,
    installChromium,
    log,
  };
}

describe("findChromium", () => {
  it("takes CHROMIUM_PATH first, over a chromium on the PATH", () => {
    const on = machine({
      files: ["/opt/chrome/chrome", "/usr/bin/chromium"],
      env: { CHROMIUM_PATH: "/opt/chrome/chrome", PATH: "/usr/bin" },
    });
    expect(findChromium(on)).toBe("/opt/chrome/chrome");
  });

  it("stops with the path when CHROMIUM_PATH points nowhere, rather than use another browser", () => {
    const on = machine({
      files: ["/usr/bin/chromium", "/usr/bin/apt-get"],
      env: { CHROMIUM_PATH: "/opt/missing/chrome", PATH: "/usr/bin" },
      root: true,
    });
    expect(() => findChromium(on)).toThrow(
      "CHROMIUM_PATH is set to /opt/missing/chrome, but no executable file is there.",
    );
    expect(on.installChromium).not.toHaveBeenCalled();
  });

  it("then looks for chromium, then chromium-browser, along the PATH in its order", () => {
    expect(findChromium(machine({ files: ["/usr/bin/chromium", "/usr/local/bin/chromium"] }))).toBe(
      "/usr/local/bin/chromium",
    );
    expect(findChromium(machine({ files: ["/usr/local/bin/chromium-browser", "/bin/chromium"] }))).toBe(
      "/bin/chromium",
    );
    expect(findChromium(machine({ files: ["/usr/bin/chromium-browser"] }))).toBe("/usr/bin/chromium-browser");
  });

  it("then where Debian's and Ubuntu's packages put it, when the PATH leaves that out", () => {
    expect(findChromium(machine({ files: ["/usr/bin/chromium"], env: { PATH: "/opt/bin" } }))).toBe(
      "/usr/bin/chromium",
    );
    expect(findChromium(machine({ files: ["/usr/bin/chromium-browser"], env: {} }))).toBe("/usr/bin/chromium-browser");
  });

  it("then, as root with apt-get, installs Debian's package and uses it", () => {
    const on = machine({ files: ["/usr/bin/apt-get"], root: true, filesAfterInstall: ["/usr/bin/chromium"] });
    expect(findChromium(on)).toBe("/usr/bin/chromium");
    expect(on.installChromium).toHaveBeenCalledOnce();
    expect(on.log).toHaveBeenCalledWith(expect.stringMatching(/installing .*chromium.* apt-get/));
  });

  it("otherwise stops with one line saying how to install it or where to point CHROMIUM_PATH", () => {
    const message =
      "No Chromium found: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.";
    for (const on of [
      machine({ files: ["/usr/bin/apt-get"], root: false }),
      machine({ files: [], root: true }),
      machine({ files: ["/usr/bin/apt-get"], root: true, filesAfterInstall: [] }),
    ]) {
      expect(() => findChromium(on)).toThrow(message);
      expect(() => findChromium(on)).toThrow(/^[^\n]+$/);
    }
    const notRoot = machine({ files: ["/usr/bin/apt-get"] });
    expect(() => findChromium(notRoot)).toThrow();
    expect(notRoot.installChromium).not.toHaveBeenCalled();
  });
});

describe("chromiumArgs", () => {
  it("starts it headless, unsandboxed, without GPU and without calling home", () => {
    expect(chromiumArgs).toEqual([
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ]);
  });
});
