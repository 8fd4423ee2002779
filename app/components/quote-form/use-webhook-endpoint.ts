import { useSyncExternalStore } from "react";

import { useHydrated } from "~/hooks/use-hydrated";
import { getWebhookSetting, subscribeWebhookSetting, webhookEndpoint } from "~/lib/webhook-setting";

// Set when the site is built (`VITE_QUOTE_WEBHOOK_URL=https://... npm run build`); the stored
// setting wins over it. Nothing a visitor can reach (no URL parameter, no control) sets either,
// so a crafted link cannot send someone's details elsewhere.
const buildDefault: string = import.meta.env.VITE_QUOTE_WEBHOOK_URL ?? "";

/** The https endpoint quotes are also posted to, or `null`; always `null` in prerendered HTML. */
export function useWebhookEndpoint(): string | null {
  const setting = useSyncExternalStore(subscribeWebhookSetting, getWebhookSetting, () => "");
  const hydrated = useHydrated();
  return hydrated ? webhookEndpoint(setting, buildDefault) : null;
}
