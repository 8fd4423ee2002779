import { readFileSync } from "node:fs";

import { afterEach, describe, expect, it, vi } from "vitest";

import { words } from "../../app/owner/new-job/words.ts";
import { devicesAddress } from "../../app/owner/publishing/gateway-session.ts";
import { offerDevicesPage, signsInWithPasskey } from "./devices-link.ts";

const shipped = readFileSync("editor/page/config.yml", "utf8");

describe("the site editor's way to the devices page", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it("is offered where the editor signs in with the passkey, as shipped, and nowhere else", () => {
    expect(signsInWithPasskey(shipped)).toBe(true);
    expect(signsInWithPasskey("backend:\n  name: github\n  repo: a/b\n")).toBe(false);
    // Netlify's own Git Gateway, and the working copy under `npm run edit`.
    expect(signsInWithPasskey("backend:\n  name: git-gateway\n")).toBe(false);
    expect(signsInWithPasskey(`${shipped}\nlocal_backend:\n  url: http://127.0.0.1:8081/api/v1\n`)).toBe(false);
  });

  it("ends the page with one footer link to the devices page, after Decap's root", async () => {
    document.body.innerHTML = '<div id="nc-root"></div>';
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(shipped)),
    );
    await offerDevicesPage();
    await offerDevicesPage();
    const links = document.querySelectorAll("footer a");
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute("href")).toBe(devicesAddress);
    expect(links[0]?.textContent).toBe(words.yourDevices);
    expect(document.body.lastElementChild?.tagName).toBe("FOOTER");
  });

  it("adds nothing where the settings cannot be read", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 404 })),
    );
    await offerDevicesPage();
    expect(document.querySelector("footer")).toBeNull();
  });
});
