/**
 * The automation webhook setting: a string in local storage under one key, empty by default.
 * The owner sets it in the browser they use (the site offers visitors no way to, so a crafted
 * link cannot send someone's details elsewhere); the site only reads it.
 */
import { readStored } from "./safe-storage.ts";

/** The one local-storage key of the automation webhook setting. */
export const webhookSettingKey = "quoteWebhookUrl";

/** The stored setting, `""` when nothing (or nothing readable) is stored. */
export function getWebhookSetting(): string {
  return readStored(webhookSettingKey) ?? "";
}

/** Calls `listener` when another tab changes the setting; returns the unsubscribe. */
export function subscribeWebhookSetting(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === webhookSettingKey || event.key === null) listener();
  };
  globalThis.addEventListener?.("storage", onStorage);
  return () => globalThis.removeEventListener?.("storage", onStorage);
}

/**
 * The endpoint to post quotes to: the setting when it is an `https://` URL without credentials.
 * Junk, `http:` or `javascript:` never count.
 */
export function webhookEndpoint(value: string): string | null {
  const trimmed = value.trim();
  // Usually empty, and read on every draw of the quote form: a failed parse throws, and a thrown
  // error records a stack, which a slow phone feels inside the tap on Send.
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== "https:" || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}
