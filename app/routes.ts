import { type RouteConfig, index, route } from "@react-router/dev/routes";

import { pageRegistry, resourceRoutes, routeFile } from "./content/registry";

// Every page of the registry, at its path, served by `routes/<id>.tsx`.
export default [
  ...pageRegistry.map((page) =>
    page.path === "/"
      ? index(routeFile(page.id))
      : route("routePath" in page ? page.routePath : page.path.slice(1), routeFile(page.id)),
  ),
  ...resourceRoutes.map((resource) => route(resource.path, resource.file)),
] satisfies RouteConfig;
