import { useSyncExternalStore } from "react";

import { useHydrated } from "~/hooks/use-hydrated";
import { getWebhookSetting, subscribeWebhookSetting, webhookEndpoint } from "~/lib/webhook-setting";

// The browser's own stored setting (the spec's): nothing a visitor can reach (no URL parameter,
// no control) sets it, so a crafted link cannot send someone's details elsewhere. The owner's
// webhook in the business details is posted by the site's function, never from a page.

/** The https endpoint quotes are also posted to, or `null`; always `null` in prerendered HTML. */
export function useWebhookEndpoint(): string | null {
  const setting = useSyncExternalStore(subscribeWebhookSetting, getWebhookSetting, () => "");
  const hydrated = useHydrated();
  return hydrated ? webhookEndpoint(setting) : null;
}
