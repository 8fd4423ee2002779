/**
 * The GitHub stand-in (github-stand-in.ts) served over real HTTP, and the site as a host serves it
 * when the developer chooses GitHub sign-in for the site editor (its `backend` block in
 * `/admin/config.yml`, which the job page and Decap read), naming that API (`backend.api_root`).
 * Routed requests skip the browser's HTTP cache; these do not, so GitHub's
 * `Cache-Control: private, max-age=60` is met by the page as it is on a phone.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { backendSources, editorPagePaths, editorPolicy } from "../../editor/build/site-editor.mjs";
import { pagePolicy } from "../../host-config/site-headers.mjs";
import { content } from "./content";
import { withGitHubSignIn } from "./github-backend";
import type { GitHubStandIn } from "./github-stand-in";
import { test as siteTest } from "./test";

export { gitHubBackend } from "./github-backend";

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

type SiteServing = {
  /** GitHub's API at an address of its own (`backend.api_root`); GitHub's own when unset. */
  apiRoot?: string;
  asked?: string[];
};

/** An owner's page's policy as the build writes it for these editor settings (scripts/postbuild/headers.mjs). */
function ownerPagePolicy(path: string, html: string, config: string): string {
  const sources = backendSources(config);
  if (editorPagePaths.includes(path)) return editorPolicy(sources);
  const settings = { analyticsId: "", webhookUrl: "", tileUrl: content.locationMap.map.tileUrl };
  return pagePolicy(html, settings, { connect: sources.connect, img: ["blob:"] });
}

/**
 * The site at `siteUrl` as it is built when the developer chooses GitHub sign-in: its editor's
 * settings with that `backend` block, and the site editor's and job page's policies as the build
 * writes them for it. Each address asked of it is added to `asked`.
 */
export function serveSiteWithGitHubSignIn(siteUrl: string, { apiRoot, asked = [] }: SiteServing = {}): Promise<Served> {
  return listen(async (request, response) => {
    asked.push(request.url ?? "/");
    const answer = await fetch(new URL(request.url ?? "/", siteUrl), { headers: { accept: "*/*" } });
    const headers = Object.fromEntries(answer.headers);
    // Decoded by fetch: its encoding and length no longer apply.
    delete headers["content-encoding"];
    delete headers["content-length"];
    let body: string | Buffer = Buffer.from(await answer.arrayBuffer());
    const path = new URL(request.url ?? "/", siteUrl).pathname;
    if (path === "/admin/config.yml") body = withGitHubSignIn(body.toString("utf8"), apiRoot);
    if (headers["content-security-policy"] && (editorPagePaths.includes(path) || path.startsWith("/admin/new-job"))) {
      const config = withGitHubSignIn(await (await fetch(new URL("/admin/config.yml", siteUrl))).text(), apiRoot);
      headers["content-security-policy"] = ownerPagePolicy(path, body.toString("utf8"), config);
    }
    response.writeHead(answer.status, headers).end(body);
  });
}

/**
 * Tests against the site as built with GitHub sign-in chosen (`serveSiteWithGitHubSignIn`, GitHub's
 * own API address): `baseURL` is that copy's, one per worker.
 */
export const test = siteTest.extend<object, { gitHubSignInSite: string }>({
  gitHubSignInSite: [
    // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const served = await serveSiteWithGitHubSignIn(String(workerInfo.project.use.baseURL));
      await use(served.origin);
      await served.close();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ gitHubSignInSite }, use) => use(gitHubSignInSite),
});
