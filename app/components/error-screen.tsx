import { isRouteErrorResponse, Link } from "react-router";

import { buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import layout from "@content/layout.yml";
import { paths } from "@content/site-pages";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return [error.status, error.statusText].filter(Boolean).join(" ");
  }
  if (error instanceof Error && error.message) return error.message;
  return layout.errors.unknown;
}

/** The router's fallback screen for any error a route throws. */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <Container className="py-20">
      <h1 className="font-display text-3xl font-semibold text-garden-900 sm:text-4xl">{layout.errors.heading}</h1>
      <p className="mt-4 text-lg text-ink-soft">{describe(error)}</p>
      <Link to={paths.home} className={buttonClasses({ className: "mt-8" })}>
        {layout.errors.returnHome}
      </Link>
    </Container>
  );
}
