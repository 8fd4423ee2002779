import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";

import { PrivacyLink } from "~/components/privacy-link";
import { buttonClasses, linkClasses } from "~/components/ui/button";
import layout from "@content/layout.yml";
import { useHydrated } from "~/hooks/use-hydrated";
import { afterNextPaint } from "~/lib/after-next-paint";

import { chooseConsent, measurementId, openConsentSettings, reopenedFromSettings, useConsent } from "./consent-store";

const headingId = "consent-heading";
const choiceClasses = buttonClasses({ variant: "outline", className: "flex-1 bg-white" });

/**
 * The analytics consent banner: a labelled region, not a dialog, so it never traps focus or
 * blocks the page. It sits first in the tab order but is drawn at the bottom, above the phone
 * action bar; a spacer at the end of the page lets everything scroll clear of it, and while it is
 * open the page's scroll padding keeps a focused field above it.
 */
export function ConsentBanner() {
  const copy = layout.consent;
  const { open } = useConsent();
  const region = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  // Whether the banner is showing now, read by work left for after a paint.
  const showing = useRef(false);

  useEffect(() => {
    const element = region.current;
    if (!open || !element) return;
    const root = document.documentElement;
    showing.current = true;
    const measure = () => {
      setHeight(element.offsetHeight);
      // What focus or a link scrolls to stops clear of the banner (and the action bar under it),
      // so the field being filled in is never behind it.
      root.style.scrollPaddingBottom = `${Math.ceil(innerHeight - element.getBoundingClientRect().top) + 8}px`;
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      removeEventListener("resize", measure);
      showing.current = false;
      // A change to the root's scroll padding restyles the whole document (tens of milliseconds on
      // a slow phone): it waits until the closed banner has been painted, so the tap that closed it
      // is answered first (docs/decisions/157). Reopened by then, the banner keeps its padding.
      afterNextPaint(() => {
        if (!showing.current) root.style.removeProperty("scroll-padding-bottom");
      });
    };
  }, [open]);

  useEffect(() => {
    // Reopened from "Cookie settings": take focus there, and give it back after the choice.
    if (open && reopenedFromSettings()) region.current?.focus();
  }, [open]);

  if (!open) return null;

  return (
    <>
      <section
        ref={region}
        aria-labelledby={headingId}
        tabIndex={-1}
        className="fixed inset-x-2 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-40 mx-auto max-w-xl rounded-xl border border-line bg-paper p-4 shadow-lg outline-none focus-visible:outline-2 focus-visible:outline-garden-700 sm:p-5 lg:inset-x-auto lg:right-auto lg:bottom-4 lg:left-4"
      >
        <h2 id={headingId} className="font-display text-lg font-semibold text-ink">
          {copy.heading}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-ink-soft">
          {copy.text} <PrivacyLink className={linkClasses} />
        </p>
        {/* Equal weight: same style, same size, side by side. */}
        <div className="mt-3 flex gap-2">
          <button type="button" className={choiceClasses} onClick={() => chooseConsent("granted")}>
            {copy.accept}
          </button>
          <button type="button" className={choiceClasses} onClick={() => chooseConsent("denied")}>
            {copy.reject}
          </button>
        </div>
      </section>
      {createPortal(<div aria-hidden="true" style={{ height }} />, document.body)}
    </>
  );
}

/** The footer's way back to the choice; only there when analytics is configured. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const copy = layout.consent;
  const hydrated = useHydrated();
  if (!hydrated || !measurementId()) return null;
  return (
    <button type="button" className={className} onClick={(event) => openConsentSettings(event.currentTarget)}>
      {copy.settings}
    </button>
  );
}
