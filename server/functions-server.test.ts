// @vitest-environment node
import { once } from "node:events";
import type { Server } from "node:http";
import { connect, type Socket } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { portOf, startFunctionsServer } from "./functions-server.mjs";

const site = "https://www.example.com";
/** The sign-in's settings; GitHub is never reached by what these tests send. */
const settings = {
  GITHUB_APP_ID: "12345",
  GITHUB_APP_PRIVATE_KEY: "never read",
  GITHUB_APP_INSTALLATION_ID: "678",
  OWNER_SESSION_SECRET: "a-session-secret-of-at-least-thirty-two-characters",
  SITE_ORIGIN: site,
  GITHUB_REPOSITORY: "example/hartwell-outdoor",
  GITHUB_API_URL: "http://127.0.0.1:9",
};
/** What a page of the site sends with a change. */
const siteHeaders = [
  "Origin: https://www.example.com",
  "X-Requested-With: site-owner",
  "Content-Type: application/json",
];
const fortyMegabytes = 40 * 1024 * 1024;

let server: Server;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  for (const [name, value] of Object.entries(settings)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
  server = await startFunctionsServer({ port: 0 });
});

afterAll(async () => {
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  await new Promise((resolve) => server.close(resolve));
});

/** The server's memory that a body held would show in: its buffers and its heap. */
const memory = () => {
  const { arrayBuffers, heapUsed } = process.memoryUsage();
  return arrayBuffers + heapUsed;
};

/** A raw connection, so the test decides when each byte of the body goes. */
async function opened(path: string, framing: string) {
  const socket = connect(portOf(server), "127.0.0.1");
  socket.on("error", () => {});
  await once(socket, "connect");
  let answer = "";
  socket.on("data", (data: Buffer) => (answer += data.toString("latin1")));
  const head = [`POST ${path} HTTP/1.1`, "Host: www.example.com", ...siteHeaders, framing, "", ""].join("\r\n");
  socket.write(head);
  return { socket, answer: () => answer };
}

/** Resolves on the first of these events, and stops listening for the others. */
const firstOf = (socket: Socket, events: string[]) =>
  new Promise<void>((resolve) => {
    const done = () => {
      for (const event of events) socket.off(event, done);
      resolve();
    };
    for (const event of events) socket.on(event, done);
  });

/** The answer's status, once its first line came. */
const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

/**
 * Sends 40 MB chunked from one reused buffer, until the server answers or closes; returns the
 * server's largest memory growth meanwhile (the sender allocates nothing per chunk).
 */
async function streamForty(socket: Socket, answer: () => string) {
  const data = Buffer.alloc(64 * 1024, "a");
  const chunk = Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")]);
  const before = memory();
  let grown = 0;
  let sent = 0;
  while (sent < fortyMegabytes && !answer() && !socket.destroyed) {
    const flowing = socket.write(chunk);
    sent += data.length;
    grown = Math.max(grown, memory() - before);
    if (!flowing) await firstOf(socket, ["drain", "data", "close"]);
  }
  if (!answer() && !socket.destroyed) await firstOf(socket, ["data", "close"]);
  socket.destroy();
  return { grown, sent };
}

describe("bodies the site's Node server takes before anyone signs in", () => {
  it("refuses a body declared over its bound before a byte of it is sent", async () => {
    for (const [path, length] of [
      ["/api/owner/sign-in", fortyMegabytes],
      ["/api/owner/sign-in", 65 * 1024],
      ["/api/git/github/git/blobs", fortyMegabytes],
    ] as const) {
      const { socket, answer } = await opened(path, `Content-Length: ${length}`);
      await once(socket, "data");
      expect(statusOf(answer()), `${path} ${length}`).toBe(413);
      expect(answer()).toMatch(/\r\nConnection: close\r\n/i);
      socket.destroy();
    }
  });

  it("holds under 1 MB of a 40 MB chunked body: the sign-in stops at 64 KB, the gateway reads none of it", async () => {
    for (const [path, status] of [
      ["/api/owner/sign-in", 413],
      ["/api/git/github/git/blobs", 401],
    ] as const) {
      const { socket, answer } = await opened(path, "Transfer-Encoding: chunked");
      const { grown, sent } = await streamForty(socket, answer);
      expect(statusOf(answer()), path).toBe(status);
      expect(grown, path).toBeLessThan(1024 * 1024);
      expect(sent, path).toBeLessThan(fortyMegabytes);
    }
  });
});
