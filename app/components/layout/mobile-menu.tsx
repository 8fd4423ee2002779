import { Menu } from "~/components/ui/icons/menu";
import { Phone } from "~/components/ui/icons/phone";
import { X } from "~/components/ui/icons/x";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";

import { buttonClasses } from "~/components/ui/button";
import { TelLink } from "~/components/tel-link";
import { useHydrated } from "~/hooks/use-hydrated";
import business from "@content/business.yml";
import layoutCopy from "@content/layout.yml";
import { afterNextPaint } from "~/lib/after-next-paint";
import { cn } from "~/lib/cn";
import { fetchPageCode, startPage } from "~/lib/page-ahead";
import { paths } from "@content/site-pages";

import { menuBreakpoint, navigation } from "./menu-breakpoint";
import { addWholeSheetWhenIdle } from "./whole-sheet";

const panelId = "mobile-menu";

/**
 * Where the menu was opened: the page drawn then, and the address the browser showed. They differ
 * while the next page is still being drawn (React Router pushes the address first); a menu opened
 * then belongs to the page on its way, so its arrival must not close it.
 */
type OpenedOn = { drawn: string; address: string | undefined };

function isOpenOn(openedOn: OpenedOn | null, pathname: string): boolean {
  if (!openedOn) return false;
  return openedOn.drawn === pathname || (openedOn.address !== openedOn.drawn && openedOn.address === pathname);
}

/**
 * Whether the menu is open, kept as the page it was opened on: leaving that page by any link
 * (the action bar's, one in the page still visible below the panel, Back) closes it. Adopts a
 * menu opened natively before React took over, and closes on Escape, handing focus back to the
 * toggle.
 */
function useMenuDisclosure() {
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState<OpenedOn | null>(null);
  const open = isOpenOn(openedOn, pathname);
  const setOpenOn = (drawn: string | null) =>
    setOpenedOn(drawn === null ? null : { drawn, address: globalThis.location?.pathname });
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const summaryRef = useRef<HTMLElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);

  // Scripts load after the page has painted, so the menu may already be open natively when
  // React takes over: adopt that state, or choosing a link would leave it open.
  useEffect(() => {
    if (detailsRef.current?.open) setOpenOn(pathname);
  }, [pathname]);

  // An open menu is read before a link is chosen: meanwhile the pages it links to fetch their code,
  // and the whole sheet every next page is drawn with is applied (whole-sheet.ts). Both wait for
  // the open panel's paint: adding a dozen links to the head held it back on a slow phone.
  useEffect(() => {
    if (!open) return;
    const cancelCode = afterNextPaint(() => {
      for (const address of [...navigation().map((page) => page.path), paths.contact]) fetchPageCode(address);
    });
    // Leaving by a link adds it anyway (root.tsx); a menu closed or gone first needs none.
    const cancelSheet = addWholeSheetWhenIdle();
    return () => {
      cancelCode();
      cancelSheet();
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      summaryRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return { open, setOpen, summaryRef, detailsRef };
}

/**
 * A `<details>` disclosure, so the menu opens and its links work before JavaScript runs.
 * Once hydrated, React adds what a native disclosure lacks: Escape to close (focus returns
 * to the toggle), closing when the page changes, and an explicit `aria-expanded`.
 */
export function MobileMenu() {
  const hydrated = useHydrated();
  const { open, setOpen, summaryRef, detailsRef } = useMenuDisclosure();

  return (
    <details
      ref={detailsRef}
      className={cn("group", menuBreakpoint.phoneOnly)}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary
        ref={summaryRef}
        aria-controls={panelId}
        aria-expanded={hydrated ? open : undefined}
        className={cn(
          buttonClasses({ variant: "ghost", size: "sm" }),
          "cursor-pointer list-none border border-line max-[359px]:px-2.5 [&::-webkit-details-marker]:hidden",
        )}
      >
        <Menu aria-hidden="true" className="size-5 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-5 group-open:block" />
        {layoutCopy.menu}
      </summary>
      <MenuPanel onChoose={() => setOpen(false)} />
    </details>
  );
}

/** The panel under the header: every page, then the quote and call actions. `onChoose` runs as any of them is followed. */
function MenuPanel({ onChoose }: { onChoose: () => void }) {
  return (
    <div
      id={panelId}
      className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-paper shadow-lg"
    >
      <nav aria-label={layoutCopy.primaryNavLabel} className="mx-auto max-w-6xl px-4 py-4 sm:px-6">
        <ul className="flex flex-col gap-1">
          {navigation().map((page) => (
            <li key={page.path}>
              <NavLink
                to={page.path}
                // Without `end`: each page is prerendered at its address plus "/", which an exact
                // match misses; no page has pages below it, and "/" matches only home (084).
                onClick={onChoose}
                onPointerDown={() => void startPage(page.path)}
                className={({ isActive }) =>
                  cn(
                    "flex min-h-12 items-center rounded-md px-3 text-lg font-medium",
                    isActive
                      ? "bg-garden-50 text-garden-800 underline decoration-2 underline-offset-4"
                      : "hover:bg-paper-deep",
                  )
                }
              >
                {page.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-col gap-3 border-t border-line pt-4">
          <Link
            to={paths.contact}
            onClick={onChoose}
            onPointerDown={() => void startPage(paths.contact)}
            className={buttonClasses({ size: "lg" })}
          >
            {layoutCopy.common.quoteLabel}
          </Link>
          <TelLink
            line={business.phones.main}
            onClick={onChoose}
            className={buttonClasses({ variant: "outline", size: "lg" })}
          >
            <Phone aria-hidden="true" className="size-5" />
            {layoutCopy.common.call} {business.phones.main.display}
          </TelLink>
        </div>
      </nav>
    </div>
  );
}
