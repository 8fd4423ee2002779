import type { ReactNode } from "react";

import { ConsentBanner } from "~/components/consent/consent-banner";
import { useFocusOnPageChange } from "~/hooks/use-focus-on-page-change";

import { MobileActionBar } from "./mobile-action-bar";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * What every page shows around its own content: the consent banner, the header, the page in
 * `<main>`, the footer and the phone's action bar. The document (root.tsx) and the site editor's
 * preview both draw a page inside it.
 */
export function SiteChrome({ mainId, children }: { mainId: string; children: ReactNode }) {
  useFocusOnPageChange();
  return (
    <>
      <ConsentBanner />
      <SiteHeader />
      {/* Top padding clears the fixed header. */}
      <main id={mainId} tabIndex={-1} className="pt-16 outline-none">
        {children}
      </main>
      <SiteFooter />
      <MobileActionBar />
    </>
  );
}
