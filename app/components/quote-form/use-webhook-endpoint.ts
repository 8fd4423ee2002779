import { useSyncExternalStore } from "react";

import business from "@content/business.yml";
import { useHydrated } from "~/hooks/use-hydrated";
import { getWebhookSetting, subscribeWebhookSetting, webhookEndpoint } from "~/lib/webhook-setting";

// The owner's setting in content/business.yml (the site editor's Business details), else the
// host's `VITE_QUOTE_WEBHOOK_URL` at build; a browser's stored setting wins over both. Nothing a
// visitor can reach (no URL parameter, no control) sets any of them, so a crafted link cannot
// send someone's details elsewhere.
const buildDefault: string = business.quoteWebhookUrl || (import.meta.env.VITE_QUOTE_WEBHOOK_URL ?? "");

/** The https endpoint quotes are also posted to, or `null`; always `null` in prerendered HTML. */
export function useWebhookEndpoint(): string | null {
  const setting = useSyncExternalStore(subscribeWebhookSetting, getWebhookSetting, () => "");
  const hydrated = useHydrated();
  return hydrated ? webhookEndpoint(setting, buildDefault) : null;
}
