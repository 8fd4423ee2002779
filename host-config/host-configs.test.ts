// @vitest-environment node
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { prerenderPaths } from "../app/content/registry";
import { resolveNginx } from "../scripts/nginx-binary.mjs";
import { type HeaderRule, headersForPath, parseHeaders, serializeHeaders } from "./headers-file.mjs";
import { containerLayout, locationOf, mainConfig, productionConfig, siteConfig } from "./nginx-config.mjs";
import { buildHeaderRules } from "./site-headers.mjs";
import { notFoundPage } from "../server/site-serving.mjs";
import { vercelOutputConfig } from "./vercel-config.mjs";

/**
 * The project's files a module imports, followed from `entry` through relative imports (static
 * and literal dynamic ones), and the packages named on the way.
 */
function importClosure(entry: string) {
  const root = path.resolve(import.meta.dirname, "..");
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [entry];
  while (pending.length) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const source = readFileSync(path.join(root, file), "utf8");
    for (const [, specifier] of source.matchAll(/(?:from|import\()\s*"([^"]+)"/g)) {
      if (specifier!.startsWith("."))
        pending.push(path.relative(root, path.resolve(root, path.dirname(file), specifier!)));
      else if (!specifier!.startsWith("node:"))
        packages.add(
          specifier!
            .split("/")
            .slice(0, specifier!.startsWith("@") ? 2 : 1)
            .join("/"),
        );
    }
  }
  return { files: [...files].sort(), packages: [...packages].sort() };
}

/**
 * Every host's configuration is generated from the same header rules; these read each one back
 * and check it sends exactly what the rules (and so `_headers`) say, for every path of the site.
 */

/** The files a build of this site writes outside /assets/, named as the build names them. */
const htmlFiles = [
  ...prerenderPaths
    .filter((route) => !/\.\w+$/.test(route))
    .map((route) => (route === "/" ? "index.html" : `${route.slice(1)}.html`)),
  // A folder served at its own index (as a CMS admin page would be).
  "admin/index.html",
];
const otherFiles = ["sitemap.xml", "robots.txt", "site.webmanifest", "favicon.svg", "og-image.jpg"];
const urlOf = (file: string) =>
  file === "index.html"
    ? "/"
    : file.endsWith("/index.html")
      ? `/${file.slice(0, -"index.html".length)}`
      : `/${file.replace(/\.html$/, "")}`;
const files = [
  ...htmlFiles.map((file) => ({
    paths: [file === "404.html" ? notFoundPage : urlOf(file)],
    policy: `default-src 'self'; script-src 'self' 'sha256-${file}'`,
  })),
  ...otherFiles.map((file) => ({ paths: [`/${file}`] })),
];
// Any rule the one source may hold: a section with a policy of its own, matched by a splat.
const rules: HeaderRule[] = [
  ...buildHeaderRules({ files }),
  { path: "/admin/*", headers: { "X-Robots-Tag": "noindex", "Content-Security-Policy": "default-src 'self' https:" } },
];
const requestPaths = [
  ...files.flatMap((file) => file.paths),
  "/assets/app-1234.js",
  "/assets/shell.css",
  "/admin/config.yml",
];

describe("the one header source", () => {
  it("round-trips through _headers, which Netlify and Cloudflare Pages read", () => {
    expect(parseHeaders(serializeHeaders(rules))).toEqual(rules);
  });
});

type Location = { kind: "exact" | "prefix"; path: string; headers: Record<string, string>; type?: string };

/** The locations of a generated site.conf with the headers each sends. */
function parseLocations(conf: string): Location[] {
  return [...conf.matchAll(/^location (=|\^~)?\s*(\S+) \{\n([\s\S]*?)\n\}/gm)].map(([, modifier, where, body]) => {
    const headers: Record<string, string> = {};
    for (const [, name, value] of (body ?? "").matchAll(/add_header (\S+) "([^"]*)" always;/g))
      headers[name as string] = value as string;
    const type = /default_type "([^"]+)"/.exec(body ?? "")?.[1];
    if (type) headers["Content-Type"] = type;
    return { kind: modifier === "=" ? "exact" : "prefix", path: where as string, headers, type };
  });
}

/** nginx's choice: an exact location, else the longest prefix (there are no regex locations). */
function nginxLocation(locations: Location[], pathname: string): Location {
  const exact = locations.find((location) => location.kind === "exact" && location.path === pathname);
  if (exact) return exact;
  const prefixes = locations.filter((location) => location.kind === "prefix" && pathname.startsWith(location.path));
  return prefixes.sort((a, b) => b.path.length - a.path.length)[0] as Location;
}

describe("nginx configuration", () => {
  const conf = siteConfig(rules);
  const locations = parseLocations(conf);

  it("sends every path exactly the headers of the rules", () => {
    for (const pathname of requestPaths) {
      expect(nginxLocation(locations, pathname).headers, pathname).toEqual(headersForPath(rules, pathname));
    }
  });

  it("answers unknown paths with 404.html and its headers", () => {
    expect(conf).toContain(`error_page 404 ${notFoundPage};`);
    expect(nginxLocation(locations, notFoundPage).headers).toEqual(headersForPath(rules, notFoundPage));
    expect(headersForPath(rules, notFoundPage)["Content-Security-Policy"]).toContain("404.html");
  });

  it("sets a rule's Content-Type through the type tables, so no response has two", () => {
    const sitemap = nginxLocation(locations, "/sitemap.xml");
    expect(sitemap.type).toBe("application/xml; charset=utf-8");
    expect(conf).not.toMatch(/add_header Content-Type/i);
  });

  it("serves text with its charset and compresses nothing under 1 KB", () => {
    expect(conf).toMatch(/^charset utf-8;$/m);
    expect(conf).toMatch(/^charset_types .*text\/javascript.*;$/m);
    expect(conf).toMatch(/^gzip_min_length 1024;$/m);
    expect(conf).toMatch(/^gzip_static on;$/m);
  });

  it("refuses a pattern it cannot express and a value nginx would expand", () => {
    expect(locationOf("/blog/*")).toEqual({ prefix: "/blog/" });
    expect(() => locationOf("/*.js")).toThrow(/no nginx location/);
    expect(() => siteConfig([{ path: "/*", headers: { "X-Test": "a $b" } }])).toThrow(/cannot write/);
  });

  it("production: http redirects to https, https serves the site", () => {
    const production = productionConfig({
      serverName: "www.hartwell.test",
      root: "/srv/site",
      siteInclude: "/srv/site.conf",
      functionsPort: 8081,
    });
    const [plain, secure] = production.split(/^server \{$/m).slice(1);
    expect(plain).toMatch(/listen 80;/);
    expect(plain).toMatch(/return 301 https:\/\/\$host\$request_uri;/);
    expect(plain).not.toMatch(/include/);
    expect(secure).toMatch(/listen 443 ssl http2;/);
    expect(secure).toMatch(/include \/srv\/site\.conf;/);
    expect(headersForPath(rules, "/")["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
  });

  it("the Dockerfile serves the build where the container configuration expects it", () => {
    const dockerfile = readFileSync(new URL("../Dockerfile", import.meta.url), "utf8");
    expect(dockerfile).toContain(`COPY --from=build /site/build/client ${containerLayout.root}\n`);
    expect(dockerfile).toContain(`COPY --from=build /site/build/nginx/site.conf ${containerLayout.siteInclude}\n`);
    expect(dockerfile).toContain(`COPY --from=build /site/build/nginx/container.conf ${containerLayout.config}\n`);
    expect(dockerfile).toContain(`mkdir -p ${containerLayout.runtimeDir}`);
    expect(dockerfile).toContain(`EXPOSE ${containerLayout.port}\n`);
    expect(dockerfile).toMatch(/^USER www-data$/m);
    expect(dockerfile).toContain("npm run build -- --production");
    expect(dockerfile).toContain(`CMD ["node", "${containerLayout.app}/server/container.mjs"]`);
  });

  // The container's command imports files and packages; each must be in the image, where Node
  // finds it. The build stage keeps only `dependencies` (npm prune --omit=dev).
  it("the container holds every module its command imports, and the quote request's function", () => {
    const dockerfile = readFileSync(new URL("../Dockerfile", import.meta.url), "utf8");
    const copied = [...dockerfile.matchAll(/^COPY --from=build \/site\/(\S+) (\S+)$/gm)]
      .map(([, from, to]) => ({ from: from!, to: to! }))
      .filter(({ to }) => to.startsWith(`${containerLayout.app}/`));
    for (const { from, to } of copied) expect(to, from).toBe(`${containerLayout.app}/${from}`);
    const inImage = (file: string) => copied.some(({ from }) => file === from || file.startsWith(`${from}/`));
    const { files, packages } = importClosure("server/container.mjs");
    expect(files.filter((file) => !inImage(file))).toEqual([]);
    expect(inImage("build/functions/quote-submission.mjs")).toBe(true);
    expect(inImage("node_modules/sirv") && inImage("package.json")).toBe(true);
    const { dependencies } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(packages.filter((name) => !(name in dependencies))).toEqual([]);
  });

  // nginx is found, or installed as `npm run start:nginx` installs it, or the test fails saying how to.
  it("is a configuration nginx accepts, locally and as the container runs it", { timeout: 300_000 }, () => {
    const nginx = resolveNginx();
    const brotli = existsSync(containerLayout.brotliModule) ? containerLayout.brotliModule : undefined;
    const dir = mkdtempSync(path.join(os.tmpdir(), "site-nginx-test-"));
    try {
      writeFileSync(path.join(dir, "site.conf"), conf);
      const local = mainConfig({
        port: 1,
        host: "127.0.0.1",
        root: dir,
        siteInclude: path.join(dir, "site.conf"),
        runtimeDir: dir,
        functionsPort: 2,
        brotliModule: brotli,
        user: "root",
      });
      // As the container runs it, but with paths of this machine (and no /dev/stdout under a test runner).
      const container = mainConfig({
        ...containerLayout,
        siteInclude: path.join(dir, "site.conf"),
        runtimeDir: dir,
        accessLog: path.join(dir, "access.log"),
        brotliModule: brotli,
      });
      for (const [name, text] of [
        ["local", local],
        ["container", container],
      ] as const) {
        writeFileSync(path.join(dir, `${name}.conf`), text);
        const result = spawnSync(nginx, ["-t", "-q", "-p", dir, "-c", path.join(dir, `${name}.conf`), "-e", "stderr"], {
          encoding: "utf8",
        });
        expect(result.stderr, name).toBe("");
        expect(result.status, name).toBe(0);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("Vercel configuration", () => {
  const config = vercelOutputConfig(rules, htmlFiles);
  const served = new Set([
    ...htmlFiles.filter((file) => !config.overrides[file]).map((file) => `/${file}`),
    ...Object.values(config.overrides).map((override) => `/${override.path}`),
    ...otherFiles.map((file) => `/${file}`),
    "/assets/app-1234.js",
    "/assets/shell.css",
    "/admin/config.yml",
    // Folders are served at their index.html, the home page included.
    "/admin/",
    "/",
  ]);

  /** Vercel's routing, as its Build Output API describes it, for one request path. */
  function route(pathname: string): { status: number; headers: Record<string, string> } {
    const headers: Record<string, string> = {};
    let phase: "main" | "filesystem" | "error" = "main";
    for (const step of config.routes) {
      if ("handle" in step) {
        if (step.handle === "filesystem") {
          if (served.has(pathname)) return { status: 200, headers };
          phase = "filesystem";
        } else phase = "error";
        continue;
      }
      if (!new RegExp(step.src).test(pathname)) continue;
      if (phase === "filesystem") continue;
      Object.assign(headers, step.headers);
      if (step.status && phase === "main") return { status: step.status, headers };
      if (phase === "error") return { status: step.status ?? 404, headers };
    }
    return { status: 404, headers };
  }

  const withoutType = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => name !== "Content-Type"));

  it("sends every path exactly the headers of the rules, plus the text types", () => {
    for (const pathname of requestPaths) {
      const result = route(pathname);
      expect(result.status, pathname).toBe(200);
      expect(withoutType(result.headers), pathname).toEqual(withoutType(headersForPath(rules, pathname)));
    }
    expect(route("/assets/app-1234.js").headers["Content-Type"]).toBe("text/javascript; charset=utf-8");
    expect(route("/sitemap.xml").headers["Content-Type"]).toBe("application/xml; charset=utf-8");
  });

  it("redirects every other form of a page's URL to the one canonical form", () => {
    expect(route("/about/")).toMatchObject({ status: 308, headers: { Location: "/about" } });
    expect(route("/about.html")).toMatchObject({ status: 308, headers: { Location: "/about" } });
    expect(route("/index.html")).toMatchObject({ status: 308, headers: { Location: "/" } });
    expect(route("/admin")).toMatchObject({ status: 308, headers: { Location: "/admin/" } });
    expect(config.overrides["about.html"]).toEqual({ path: "about" });
  });

  it("answers unknown paths with 404.html, status 404 and its policy", () => {
    const result = route("/no/such/page");
    expect(result.status).toBe(404);
    expect(result.headers["Content-Security-Policy"]).toBe(
      headersForPath(rules, notFoundPage)["Content-Security-Policy"],
    );
    expect(config.routes.at(-1)).toMatchObject({ dest: notFoundPage, status: 404 });
  });
});
