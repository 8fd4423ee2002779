import { useHydrated } from "~/hooks/use-hydrated";

/**
 * The web app manifest's link, added once the page has hydrated (React places it in `<head>`).
 * Only adding the site to a home screen reads the manifest; linked from the prerendered head,
 * the browser fetched it while the hero image was still arriving (docs/decisions/079).
 */
export function ManifestLink({ href }: { href: string }) {
  return useHydrated() ? <link rel="manifest" href={href} /> : null;
}
