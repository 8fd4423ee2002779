// @vitest-environment node
import { mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { beforeAll, describe, expect, it } from "vitest";

import quoteForm from "@content/quote-form.yml";
import { quoteMailto } from "~/components/quote-form/quote-request";
import { quoteSubmissionPath } from "~/components/quote-form/quote-post";
import { onRequest as cloudflareQuote } from "../functions/api/quote.js";
import netlifyQuote, { config as netlifyQuoteConfig } from "../netlify/functions/quote.mjs";

import netlifyFunction, { config as netlifyConfig } from "../netlify/functions/owner-access.mjs";
import { vercelFunctionPath, vercelOutputConfig, vercelQuotePath } from "./vercel-config.mjs";
import { writeVercelFunctions } from "./vercel-function.mjs";
import { ensureQuoteFunction } from "../test-support/quote-function";
import { webhookStandIn } from "../test-support/webhook-stand-in";

// Vercel's functions are bundled with the quote request's function the build writes; a checkout
// without a build gets it first.
beforeAll(ensureQuoteFunction, 120_000);

describe("the owner's sign-in on Vercel", () => {
  it("routes /api/owner/ and /api/git/ to its function before any file", () => {
    const { routes } = vercelOutputConfig([], ["index.html"]);
    const route = routes.findIndex((candidate) => "dest" in candidate && candidate.dest === vercelFunctionPath);
    const filesystem = routes.findIndex((candidate) => "handle" in candidate && candidate.handle === "filesystem");
    expect(route).toBeGreaterThanOrEqual(0);
    expect(route).toBeLessThan(filesystem);
    const { src } = routes[route] as { src: string };
    for (const pathname of ["/api/owner/session", "/api/git/github/contents/content/business.yml"])
      expect(pathname).toMatch(new RegExp(src));
    expect("/api/ownership").not.toMatch(new RegExp(src));
  });

  it("bundles one Node function that answers with the shared handler", async () => {
    const [folder] = await writeVercelFunctions(mkdtempSync(path.join(tmpdir(), "vercel-output-")));
    const { default: handler } = await import(pathToFileURL(path.join(folder!, "index.mjs")).href);
    const server = http.createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    const answer = await fetch(`http://127.0.0.1:${port}/api/owner/session`);
    server.close();
    // No settings in this test's environment: the handler says which, in its one line.
    expect(answer.status).toBe(503);
    expect((await answer.json()).message).toMatch(/^Owner sign-in is not set up: GITHUB_APP_ID/);
  }, 60_000);
});

describe("the owner's sign-in on Netlify", () => {
  it("takes /api/owner/ and /api/git/ and answers with the shared handler", async () => {
    expect(netlifyConfig.path).toEqual(["/api/owner/*", "/api/git/*"]);
    const answer = await netlifyFunction(new Request("https://www.example.com/api/owner/session"));
    expect(answer.status).toBe(503);
    expect((await answer.json()).message).toMatch(/^Owner sign-in is not set up: GITHUB_APP_ID/);
  });
});

describe("the quote request's function on each host", () => {
  const site = "https://www.example.com";
  const quote = {
    firstName: "Zoë",
    lastName: "O'Brien",
    email: "zoe@example.org",
    phone: "",
    service: quoteForm.services[0]!.value,
    message: "A & B + C\r\nthé 🌿",
  };
  const post = (at = site, origin = at) =>
    new Request(`${at}${quoteSubmissionPath}`, {
      method: "POST",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(quote).toString(),
    });

  /** The page's post, as its script sends it. */
  const pagePost = (at = site) =>
    new Request(`${at}${quoteSubmissionPath}`, {
      method: "POST",
      headers: { Origin: at, "Content-Type": "application/json" },
      body: JSON.stringify(quote),
    });

  it("answers on Cloudflare Pages (functions/api/quote.js at the form's path)", async () => {
    const answer = await cloudflareQuote({ request: post(), env: {} });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(quoteMailto(quote, quoteForm.services));
  });

  it("hands the host's settings to the function: the webhook Cloudflare's and Netlify's variables name gets the page's request", async () => {
    const webhook = await webhookStandIn();
    const saved = process.env.QUOTE_WEBHOOK_URL;
    try {
      const cloudflare = await cloudflareQuote({ request: pagePost(), env: { QUOTE_WEBHOOK_URL: webhook.url } });
      expect(await cloudflare.json()).toEqual({ devices: 0, webhook: "sent" });
      process.env.QUOTE_WEBHOOK_URL = webhook.url;
      expect(await (await netlifyQuote(pagePost())).json()).toEqual({ devices: 0, webhook: "sent" });
    } finally {
      if (saved === undefined) delete process.env.QUOTE_WEBHOOK_URL;
      else process.env.QUOTE_WEBHOOK_URL = saved;
      await webhook.close();
    }
    expect(webhook.received.map(({ body }) => body)).toEqual([quote, quote]);
  });

  it("answers on Netlify at the form's path", async () => {
    expect(netlifyQuoteConfig.path).toBe(quoteSubmissionPath);
    const answer = await netlifyQuote(post());
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(quoteMailto(quote, quoteForm.services));
    expect((await netlifyQuote(post(site, "https://elsewhere.example"))).status).toBe(403);
  });

  it("is routed on Vercel before any file, and its bundled Node function answers", async () => {
    expect(vercelQuotePath).toBe(quoteSubmissionPath);
    const { routes } = vercelOutputConfig([], ["index.html"]);
    const route = routes.findIndex((candidate) => "dest" in candidate && candidate.dest === vercelQuotePath);
    const filesystem = routes.findIndex((candidate) => "handle" in candidate && candidate.handle === "filesystem");
    expect(route).toBeGreaterThanOrEqual(0);
    expect(route).toBeLessThan(filesystem);
    expect(quoteSubmissionPath).toMatch(new RegExp((routes[route] as { src: string }).src));

    const [, folder] = await writeVercelFunctions(mkdtempSync(path.join(tmpdir(), "vercel-output-")));
    const { default: handler } = await import(pathToFileURL(path.join(folder!, "index.mjs")).href);
    const server = http.createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    const origin = `http://127.0.0.1:${port}`;
    const answer = await fetch(post(origin), { redirect: "manual" });
    server.close();
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(quoteMailto(quote, quoteForm.services));
  }, 60_000);
});
