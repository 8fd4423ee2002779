import { type RouteConfig, index, route } from "@react-router/dev/routes";

import { ownerPages, pageRegistry, routeFile } from "./content/registry";

// Every page of the registry, at its path, served by `routes/<id>.tsx`. Paths match in their case
// only, as the static host's files do: /About is the not-found page before and after hydration
// (whose script sends the visitor on to /about), rather than a 404 the browser redraws as About.
const exact = { caseSensitive: true };

export default [
  ...pageRegistry.map((page) =>
    page.path === "/"
      ? index(routeFile(page.id))
      : route("routePath" in page ? page.routePath : page.path.slice(1), routeFile(page.id), exact),
  ),
  ...ownerPages.map((page) => route(page.path.slice(1), routeFile(page.id), exact)),
] satisfies RouteConfig;
