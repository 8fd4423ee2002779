// @vitest-environment node
import { spawnSync } from "node:child_process";
import net from "node:net";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { portInUseMessage } from "./port.mjs";

describe("a taken port", () => {
  it("is named in one line with the way to choose another", () => {
    expect(portInUseMessage(3000, "npm start")).toBe(
      "Port 3000 is already in use (another server is running there). Choose another: PORT=3001 npm start",
    );
  });

  it("stops npm start with that line alone, before any build", async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "localhost", resolve));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      const result = spawnSync(process.execPath, [fileURLToPath(new URL("./start.mjs", import.meta.url))], {
        env: { ...process.env, PORT: String(port), HOST: "localhost" },
        encoding: "utf8",
        timeout: 20_000,
      });
      expect(result.status).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr.trim().split("\n")).toEqual([portInUseMessage(port, "npm start")]);
    } finally {
      taken.close();
    }
  });
});
