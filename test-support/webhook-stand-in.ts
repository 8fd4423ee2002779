import http from "node:http";
import type { AddressInfo } from "node:net";

/** One POST as the owner's automation received it. */
type Received = { body: unknown; contentType: string | undefined };

/**
 * The owner's automation over real HTTP: answers each POST with the next of `statuses`, then
 * 200; `"silent"` never answers. `close` ends it, open connections included.
 */
export async function webhookStandIn(statuses: (number | "silent")[] = []) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      received.push({ body: JSON.parse(text) as unknown, contentType: req.headers["content-type"] });
      const status = statuses.shift() ?? 200;
      if (status !== "silent") res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/quotes`, received, close };
}
