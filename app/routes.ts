import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("drives-and-landscapes", "routes/drives-and-landscapes.tsx"),
  route("exterior-cleaning", "routes/exterior-cleaning.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("site.webmanifest", "routes/site-webmanifest.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
