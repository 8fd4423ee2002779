import { type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
  useNavigationType,
} from "react-router";

import type { Route } from "./+types/root";
import { ErrorScreen } from "./components/error-screen";
import { ManifestLink } from "./components/layout/manifest-link";
import { addWholeSheet, stylesheetFile } from "./components/layout/whole-sheet";
import { PageLoading } from "./components/layout/page-loading";
import { SiteChrome } from "./components/layout/site-chrome";
import { TooltipProvider } from "./components/ui/tooltip-provider";
import { HydrationProvider } from "./hooks/use-hydrated";
import layoutCopy from "@content/layout.yml";
import { brandColours, brandImages } from "./content/site-metadata";

import stylesheet from "./app.css?inline";
import brandFaceFile from "./assets/fonts/fraunces-600.woff2";
import { applyKeptBrandFace, brandFaceKey, keepBrandFace } from "./lib/brand-face";
import { markSvg } from "./lib/brand-mark";
import { isOwnerPageHandle } from "./lib/owner-page";
import { svgDataUrl } from "./lib/svg-data-url";
import { inTaskOfItsOwn } from "./lib/task-of-its-own";
import { drawWholePageAfterNavigation, drawWholePageIfRestoring, wholePageFlag } from "./lib/whole-page";

/**
 * The whole stylesheet, written into each prerendered page so that nothing blocks its first
 * paint; the build then keeps there only the rules the page's own markup uses, and the rest
 * follows before the page's script takes over; the whole sheet (`stylesheetFile`) comes at once
 * without JavaScript, and on leaving the page with it (scripts/postbuild/critical-css.mjs,
 * docs/decisions/075, 142). Only the prerender uses the
 * text: in the browser build it is unused and dropped, so the CSS is not shipped a second time
 * inside the JavaScript. (The development server renders it the same way.)
 */
const inlineCss = import.meta.env.SSR ? stylesheet : undefined;

/**
 * Before the first layout: headings in the brand face if this browser holds it (lib/brand-face),
 * and every band drawn if the load restores a place (lib/whole-page).
 */
const headScript = import.meta.env.SSR
  ? `(${applyKeptBrandFace.toString()})(window, ${JSON.stringify(brandFaceFile)}, ${JSON.stringify(brandFaceKey)});` +
    `(${drawWholePageIfRestoring.toString()})(window, ${JSON.stringify(wholePageFlag)})`
  : undefined;

/**
 * The favicon, written into each prerendered page as a data URL so that no request for it
 * competes with the hero image (docs/decisions/079). The browser build leaves it out: React keeps
 * the prerendered link, and the root never draws its head again.
 */
const faviconLinks = import.meta.env.SSR
  ? [{ rel: "icon", href: svgDataUrl(markSvg(brandColours.logo)), type: "image/svg+xml" }]
  : [];

/** The main content's id: the skip link's target, and what the first frame waits for. */
const mainId = "main";

/**
 * The owner's pages (registry.ts, `ownerPages`) each have their own layout and manifest, and none
 * of the site's chrome. Told by the matched route's `handle` (`ownerPageHandle`), not the address:
 * an unknown address under /admin/ is the not-found page, with the site's chrome.
 */
const useOwnerPage = () => useMatches().some((match) => isOwnerPageHandle(match.handle));

/**
 * Adds the whole stylesheet (whole-sheet.ts) once the visitor first leaves the page they opened,
 * if an open menu has not added it already. Leaving is the time for it: the next page is drawn
 * anew then, and the sheet is fetched while its code is.
 */
function useWholeSheetOnceLeaving() {
  const leaving = useNavigation().state !== "idle";
  useEffect(() => {
    if (leaving) addWholeSheet();
  }, [leaving]);
}

/**
 * After each navigation inside the site, every band is drawn if the router is about to restore a
 * position or reach a fragment (lib/whole-page). The first drawing is the head script's to decide.
 */
function WholePageAfterNavigation() {
  const { hash, key } = useLocation();
  const restoresPosition = useNavigationType() === "POP";
  const navigated = useRef(false);
  useLayoutEffect(() => {
    if (navigated.current) drawWholePageAfterNavigation(document, { restoresPosition, hash });
    navigated.current = true;
  }, [key, hash, restoresPosition]);
  return null;
}

/** The document and the site's chrome; it also wraps the error screen, so errors keep the layout. */
export function Layout({ children }: { children: ReactNode }) {
  const ownerPage = useOwnerPage();
  useWholeSheetOnceLeaving();
  useEffect(() => inTaskOfItsOwn(() => void keepBrandFace(window, "600 1em Fraunces", brandFaceFile)), []);
  return (
    // The head's script may mark the document before React takes it over.
    // Content reached by Tab or a link clears the phone's action bar: the body's reservation below.
    <html lang="en-GB" className={ownerPage ? undefined : "max-lg:scroll-pb-20"} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/*
         * No frame is drawn before the header is whole: on a slow phone the browser would
         * otherwise paint a half-read header (the logo without its menu) and rearrange it as the
         * rest arrives. Chromium waits for the named element's start tag, and `<main>` opens
         * once the header has closed. Holding it for the hero too cost about 0.2 s of first
         * paint on a 4x slower CPU, for shifts seen only at 8x (docs/decisions/056).
         */}
        <link rel="expect" href={`#${mainId}`} blocking="render" />
        {/* Before the styles, so the hero image's preload is found in the first bytes. */}
        <Links />
        {/* The owner's pages name their own app's icon: one per page. */}
        {!ownerPage && <link rel="apple-touch-icon" href={brandImages.appleTouchIcon} />}
        <script dangerouslySetInnerHTML={{ __html: headScript ?? "" }} suppressHydrationWarning />
        {/* Hydration keeps the prerendered text: the browser build has no copy to compare it with. */}
        <style dangerouslySetInnerHTML={{ __html: inlineCss ?? "" }} suppressHydrationWarning />
        <noscript>
          <link rel="stylesheet" href={stylesheetFile} />
        </noscript>
      </head>
      {/* Bottom padding on phones reserves the action bar's height below the footer. */}
      <body className={ownerPage ? "min-h-dvh" : "min-h-dvh pb-20 lg:pb-0"}>
        {!ownerPage && (
          <a
            href={`#${mainId}`}
            className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-ink shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            {layoutCopy.skipLink}
          </a>
        )}
        <HydrationProvider>
          {ownerPage ? (
            children
          ) : (
            <>
              <ManifestLink href={brandImages.manifest} />
              <PageLoading />
              <TooltipProvider>
                <SiteChrome mainId={mainId}>{children}</SiteChrome>
              </TooltipProvider>
            </>
          )}
        </HydrationProvider>
        {/* Before the router's restoring: its layout effect reads the page's heights. */}
        <WholePageAfterNavigation />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export const links: Route.LinksFunction = () => faviconLinks;

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
