import { Phone } from "~/components/ui/icons/phone";
import { Link, NavLink } from "react-router";

import { buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { TelLink } from "~/components/tel-link";
import business from "@content/business.yml";
import layoutCopy from "@content/layout.yml";
import { cn } from "~/lib/cn";
import { startPage } from "~/lib/page-ahead";

import { Logo } from "./logo";
import { menuBreakpoint, navigation } from "./menu-breakpoint";
import { MobileMenu } from "./mobile-menu";
import { paths } from "@content/site-pages";

export function SiteHeader() {
  const callLabel = `${layoutCopy.common.call} ${business.phones.main.display}`;
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-paper/95 backdrop-blur">
      <Container className="flex h-16 max-w-7xl items-center justify-between gap-2 sm:gap-3">
        <Logo nameOnlyAtLg />
        <nav aria-label={layoutCopy.primaryNavLabel} className={menuBreakpoint.desktopOnly}>
          <ul className="flex items-center gap-1">
            {navigation().map((page) => (
              <li key={page.path}>
                <NavLink
                  to={page.path}
                  onPointerDown={() => void startPage(page.path)}
                  // Without `end`: each page is prerendered at its address plus "/", which an exact
                  // match misses; no page has pages below it, and "/" matches only home (084).
                  className={({ isActive }) =>
                    cn(
                      "inline-flex min-h-11 items-center rounded-md px-2.5 text-[0.95rem] font-medium whitespace-nowrap",
                      isActive
                        ? "bg-garden-50 text-garden-800 underline decoration-2 underline-offset-8"
                        : "text-ink hover:bg-paper-deep",
                    )
                  }
                >
                  {page.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <TelLink
            line={business.phones.main}
            className="hidden min-h-11 items-center gap-2 rounded-md px-2 font-semibold whitespace-nowrap text-garden-800 hover:bg-paper-deep sm:inline-flex lg:hidden xl:inline-flex"
          >
            <Phone aria-hidden="true" className="size-4" />
            {business.phones.main.display}
          </TelLink>
          {/* Where the five links leave no room for the number, the call link is its icon; a
              native title, as the site's tooltips would add 1 KB to every page for this one. */}
          <TelLink
            line={business.phones.main}
            aria-label={callLabel}
            title={callLabel}
            className="hidden size-11 items-center justify-center rounded-md text-garden-800 hover:bg-paper-deep lg:inline-flex xl:hidden"
          >
            <Phone aria-hidden="true" className="size-5" />
          </TelLink>
          <Link
            to={paths.contact}
            onPointerDown={() => void startPage(paths.contact)}
            className={buttonClasses({ size: "sm", className: "whitespace-nowrap max-lg:hidden" })}
          >
            {layoutCopy.shortQuoteLabel}
          </Link>
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}
