import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";

import { Button, buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import layout from "@content/layout.yml";
import copy from "@content/pages/not-found.yml";
import { pageMeta } from "~/content/site-metadata";
import { paths } from "@content/site-pages";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/cn";
import { goToPageInAnotherCase } from "~/lib/page-in-another-case";

export const meta = () => pageMeta("not-found", copy.meta);

/** Written into the prerendered page only: /About goes to /about before anything is drawn. */
const caseScript = import.meta.env.SSR
  ? `(${goToPageInAnotherCase.toString()})(location, ${JSON.stringify(Object.values(paths))})`
  : undefined;

export default function NotFound() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Going back needs script and a page to return to; until both exist the button keeps its place
  // unseen, so the row does not shift when it appears.
  const canGoBack = useHydrated() && window.history.length > 1;

  useEffect(() => {
    // Leaves a trace of broken inbound links for whoever looks at the console.
    console.warn(copy.consoleMessage, pathname);
  }, [pathname]);

  return (
    <Container className="py-20 text-center sm:py-28">
      <script dangerouslySetInnerHTML={{ __html: caseScript ?? "" }} suppressHydrationWarning />
      <p className="font-display text-7xl font-semibold text-garden-700 sm:text-8xl">{copy.code}</p>
      <h1 className="mt-4 font-display text-3xl font-semibold text-ink sm:text-4xl">{copy.meta.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink-soft">{copy.meta.description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="outline" size="lg" onClick={() => navigate(-1)} className={cn(!canGoBack && "invisible")}>
          {copy.goBack}
        </Button>
        <Link to={paths.home} className={buttonClasses({ size: "lg" })}>
          {layout.errors.returnHome}
        </Link>
      </div>
    </Container>
  );
}
