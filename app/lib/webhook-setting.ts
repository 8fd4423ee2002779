import { readStored, writeStored } from "./safe-storage";

/** The one local-storage key of the automation webhook setting. */
export const webhookSettingKey = "quoteWebhookUrl";

type Listener = () => void;

const listeners = new Set<Listener>();
// Holds what was set when storage refused it, so the setting still works for this visit.
let unsaved: string | null = null;

/** The stored setting, `""` when nothing (or nothing readable) is stored. */
export function getWebhookSetting(): string {
  return readStored(webhookSettingKey) ?? unsaved ?? "";
}

export function setWebhookSetting(value: string): void {
  const saved = writeStored(webhookSettingKey, value === "" ? null : value);
  unsaved = saved ? null : value;
  for (const listener of listeners) listener();
}

/** Calls `listener` when the setting changes here or in another tab; returns the unsubscribe. */
export function subscribeWebhookSetting(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === webhookSettingKey || event.key === null) listener();
  };
  globalThis.addEventListener?.("storage", onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.("storage", onStorage);
  };
}

/**
 * The endpoint to post quotes to: the setting, else the build-time default, whichever first is
 * an `https://` URL without credentials. Junk, `http:` or `javascript:` never count.
 */
export function webhookEndpoint(setting: string, buildDefault = ""): string | null {
  return httpsUrl(setting) ?? httpsUrl(buildDefault);
}

function httpsUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== "https:" || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}
