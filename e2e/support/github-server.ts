/**
 * The GitHub stand-in (github-stand-in.ts) served over real HTTP, and the site as a host serves it
 * when the site editor's settings name that API (`backend.api_root` in `/admin/config.yml`, which
 * Decap reads too). Routed requests skip the browser's HTTP cache; these do not, so GitHub's
 * `Cache-Control: private, max-age=60` is met by the page as it is on a phone.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { backendSources } from "../../editor/build/site-editor.mjs";
import { pagePolicy } from "../../host-config/site-headers.mjs";
import { content } from "./content";
import type { GitHubStandIn } from "./github-stand-in";

type Served = { origin: string; close: () => Promise<void> };

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Listens on 127.0.0.1 at a port the system gives, so parallel tests never meet. */
async function listen(handler: (request: IncomingMessage, response: ServerResponse) => Promise<void>): Promise<Served> {
  const server: Server = createServer((request, response) => {
    handler(request, response).catch((error: unknown) => {
      response.writeHead(500, { "content-type": "text/plain" }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The stand-in at its own origin, answering with GitHub's cache and CORS headers. */
export function serveGitHub(standIn: GitHubStandIn): Promise<Served> {
  let origin = "";
  const served = listen(async (request, response) => {
    const answer = await standIn.handle({
      method: request.method ?? "GET",
      url: `${origin}${request.url ?? "/"}`,
      headers: Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key, String(value)])),
      body: request.method === "GET" || request.method === "HEAD" ? null : await bodyOf(request),
    });
    response.writeHead(answer.status, answer.headers).end(answer.status === 204 ? undefined : answer.body);
  });
  return served.then((each) => {
    origin = each.origin;
    return each;
  });
}

/** The editor's settings with `api_root` in their backend, as an owner would write it. */
const withApiRoot = (config: string, apiRoot: string) => config.replace(/^backend:\n/m, `$&  api_root: ${apiRoot}\n`);

type SiteServing = {
  asked?: string[];
  /** The file at a path as another build wrote it: its text, or none to serve it as it is. */
  newBuild?: (path: string, text: string) => string | undefined;
};

/**
 * The site at `siteUrl`, with its editor's settings naming `apiRoot` as the GitHub API, and the
 * job page's policy as the build writes it for those settings (scripts/postbuild/headers.mjs).
 * Each address asked of it is added to `asked`; `newBuild` changes a file as a later build would.
 */
export function serveSiteWithApiRoot(
  siteUrl: string,
  apiRoot: string,
  { asked = [], newBuild }: SiteServing = {},
): Promise<Served> {
  return listen(async (request, response) => {
    asked.push(request.url ?? "/");
    const answer = await fetch(new URL(request.url ?? "/", siteUrl), { headers: { accept: "*/*" } });
    const headers = Object.fromEntries(answer.headers);
    // Decoded by fetch: its encoding and length no longer apply.
    delete headers["content-encoding"];
    delete headers["content-length"];
    let body: string | Buffer = Buffer.from(await answer.arrayBuffer());
    const path = new URL(request.url ?? "/", siteUrl).pathname;
    if (path === "/admin/config.yml") body = withApiRoot(body.toString("utf8"), apiRoot);
    body = newBuild?.(path, body.toString("utf8")) ?? body;
    if (headers["content-security-policy"] && path.startsWith("/admin/new-job")) {
      const config = await (await fetch(new URL("/admin/config.yml", siteUrl))).text();
      const { connect } = backendSources(withApiRoot(config, apiRoot));
      const settings = { analyticsId: "", webhookUrl: "", tileUrl: content.locationMap.map.tileUrl };
      headers["content-security-policy"] = pagePolicy(body.toString("utf8"), settings, { connect, img: ["blob:"] });
    }
    response.writeHead(answer.status, headers).end(body);
  });
}
