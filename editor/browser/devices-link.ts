/**
 * The way from the site editor to the owner's devices page, where the editor signs in with the
 * site's passkey sign-in (Decap's git-gateway backend by PKCE, editor/page/config.yml): a footer
 * of the page's own after Decap's root, which React never draws into, so Decap is left as it is.
 * Decap's entry page covers it; the list pages and the sign-in screen end with it. Where the site
 * signs in through GitHub, or edits the working copy (`npm run edit`), there is no such page, and
 * no link. Why: docs/decisions/148-the-editor-links-to-the-devices-page-from-its-own-footer.md.
 */
import { parse } from "yaml";

import { words } from "../../app/owner/new-job/words.ts";
import { devicesAddress } from "../../app/owner/publishing/gateway-session.ts";

type EditorSettings = { backend?: { name?: string; auth_type?: string }; local_backend?: unknown };

/** Whether these settings sign the editor in with the site's passkey sign-in. */
export function signsInWithPasskey(configText: string): boolean {
  const settings = (parse(configText) ?? {}) as EditorSettings;
  return settings.backend?.name === "git-gateway" && settings.backend.auth_type === "pkce" && !settings.local_backend;
}

/** Adds the footer with the link to `page`'s body, once. */
function addDevicesLink(page: Document): void {
  if (page.querySelector("footer.owner-devices")) return;
  const footer = page.createElement("footer");
  footer.className = "owner-devices";
  const link = page.createElement("a");
  link.href = devicesAddress;
  link.textContent = words.yourDevices;
  footer.append(link);
  page.body.append(footer);
}

/** Reads the editor's settings as Decap does and offers the devices page where they sign in by passkey. */
export async function offerDevicesPage(page: Document = document): Promise<void> {
  const href = page.querySelector<HTMLLinkElement>('link[rel="cms-config-url"]')?.href ?? "/admin/config.yml";
  const answer = await fetch(href);
  if (answer.ok && signsInWithPasskey(await answer.text())) addDevicesLink(page);
}
