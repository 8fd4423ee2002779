// @ts-check
/**
 * nginx configuration generated from the site's header rules (the ones `_headers` is written
 * from), so nginx sends exactly what Netlify and Cloudflare Pages send. Three files:
 * - `site.conf`: the site itself (root-relative locations, headers, types, compression, 404,
 *   canonical URLs), to `include` inside a `server` block;
 * - `production.conf`: an http-level file for a server's `conf.d/`: port 80 redirects to https,
 *   port 443 serves the site;
 * - `nginx.conf` from `mainConfig()`: a whole configuration for running nginx unprivileged on a
 *   high port (the container and `npm run start:nginx`), every writable path in one directory.
 */
import { headersForPath } from "./headers-file.mjs";
import {
  functionsPrefix,
  mediaTypes,
  minCompressedBytes,
  notFoundPage,
  textExtensions,
} from "../server/site-serving.mjs";
import { largestGatewayBody } from "../server/owner-access/gateway.mjs";

/** nginx's name for the server the site's functions run on. */
const functionsUpstream = "site_functions";

/**
 * nginx passes the functions' prefix to the functions-only server (server/functions-server.mjs),
 * as Netlify and Cloudflare Pages pass it to theirs. Their responses carry their own headers, as
 * on those hosts: the one `add_header` here stops the site's set from being inherited (a second
 * Content-Security-Policy would apply to the sign-in page as well as its own).
 */
const functionsLocation = [
  `location ^~ ${functionsPrefix} {`,
  `    proxy_pass http://${functionsUpstream};`,
  "    proxy_http_version 1.1;",
  "    # As the visitor sent it, port included: the functions compare it with the Origin.",
  "    proxy_set_header Host $http_host;",
  "    proxy_set_header X-Forwarded-Proto $scheme;",
  "    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
  "    # One photo per request at most (the gateway's bound, server/owner-access/gateway.mjs).",
  `    client_max_body_size ${largestGatewayBody / (1024 * 1024)}m;`,
  "    proxy_request_buffering off;",
  "    proxy_hide_header X-Content-Type-Options;",
  '    add_header X-Content-Type-Options "nosniff" always;',
  "}",
];

/**
 * The http-level block naming where the functions-only server listens.
 * @param {number} port
 */
const functionsUpstreamBlock = (port, indent = "") => [
  `${indent}upstream ${functionsUpstream} { server 127.0.0.1:${port}; }`,
];

/** @typedef {import("./headers-file.mjs").HeaderRule} HeaderRule */

/** @param {string} value */
function quote(value) {
  // nginx expands `$name` in these strings and has no escape for it; no header needs one.
  if (/[$"\\\n]/.test(value)) throw new Error(`nginx config: cannot write a header value holding $, " or \\: ${value}`);
  return `"${value}"`;
}

/**
 * Where a rule's path pattern applies in nginx terms: one exact path, or every path under a
 * prefix. Other patterns (a splat mid-path, `:placeholder`) have no location of their own.
 * @param {string} pattern
 * @returns {{ exact: string } | { prefix: string }}
 */
export function locationOf(pattern) {
  if (!pattern.includes("*") && !pattern.includes(":")) return { exact: pattern };
  if (/^\/([^*:]*\/)?\*$/.test(pattern)) return { prefix: pattern.slice(0, -1) };
  throw new Error(
    `nginx config: the header rule path ${pattern} has no nginx location; use an exact path or /prefix/*`,
  );
}

/**
 * The directives that send a set of headers. `Content-Type` is set through the type tables, so a
 * response never carries two.
 * @param {Record<string, string>} headers @param {string} indent
 */
function headerDirectives(headers, indent) {
  return Object.entries(headers).map(([name, value]) =>
    name.toLowerCase() === "content-type"
      ? `${indent}types { } default_type ${quote(value)}; charset off;`
      : `${indent}add_header ${name} ${quote(value)} always;`,
  );
}

/**
 * The `server`-level part of the configuration.
 * @param {HeaderRule[]} rules
 * @returns {string}
 */
export function siteConfig(rules) {
  const exact = new Set();
  const prefixes = new Set(["/"]);
  for (const rule of rules) {
    const location = locationOf(rule.path);
    if ("exact" in location) exact.add(location.exact);
    else prefixes.add(location.prefix);
  }
  exact.add(notFoundPage);
  // A prefix location sends the rules that hold for every path under it: the splats above it.
  const splatRules = rules.filter((rule) => !("exact" in locationOf(rule.path)));
  const prefixHeaders = (/** @type {string} */ prefix) => headersForPath(splatRules, prefix);
  // Files are found as named, as `<path>.html` (pages), or as a folder's index.html.
  const lookup = "try_files $uri $uri.html @folder;";

  const types = new Map();
  for (const [extension, type] of Object.entries(mediaTypes)) {
    const bare = type.split(";")[0] ?? type;
    types.set(bare, [...(types.get(bare) ?? []), extension]);
  }
  const textTypes = [...new Set(textExtensions.map((extension) => (mediaTypes[extension] ?? "").split(";")[0]))];

  return [
    "# Generated by the build from host-config/site-headers.mjs and server/site-serving.mjs: do not edit.",
    "server_tokens off;",
    "absolute_redirect off;",
    "index index.html;",
    "",
    "types {",
    ...[...types].map(([type, extensions]) => `    ${type} ${extensions.join(" ")};`),
    "}",
    "default_type application/octet-stream;",
    "charset utf-8;",
    `charset_types ${textTypes.filter((type) => type !== "text/html").join(" ")};`,
    "",
    "# The build writes .br and .gz twins of text files from 1 KB up; nothing smaller is compressed.",
    "gzip_static on;",
    "gzip on;",
    "gzip_vary on;",
    `gzip_min_length ${minCompressedBytes};`,
    `gzip_types ${textTypes.filter((type) => type !== "text/html").join(" ")};`,
    "",
    "# Canonical URLs: /about (about.html); /about/, /about.html, /index.html redirect. These run",
    "# once per request, before location matching, so internal redirects never meet them. The",
    "# functions' paths are theirs to answer.",
    `if ($uri ~ "^(?<canonical_page>/(?!404\\.html$|${functionsPrefix.slice(1)}).*?)(?:index)?\\.html$") { return 308 $canonical_page$is_args$args; }`,
    'set $canonical_path "";',
    `if ($uri ~ "^(?<without_slash>/(?!${functionsPrefix.slice(1)}).+?)/+$") { set $canonical_path $without_slash; }`,
    'if (-f $document_root$uri/index.html) { set $canonical_path ""; }',
    "if ($canonical_path) { return 308 $canonical_path$is_args$args; }",
    "",
    `error_page 404 ${notFoundPage};`,
    "# Redirects above answer from here; every location below sends its own complete set.",
    ...headerDirectives(prefixHeaders("/"), ""),
    "",
    ...[...prefixes]
      .sort((a, b) => a.length - b.length)
      .flatMap((prefix) => [
        prefix === "/" ? "location / {" : `location ^~ ${prefix} {`,
        ...headerDirectives(prefixHeaders(prefix), "    "),
        `    ${lookup}`,
        "}",
      ]),
    ...functionsLocation,
    "# A folder without its trailing slash: nginx redirects to it.",
    "location @folder {",
    ...headerDirectives(prefixHeaders("/"), "    "),
    "}",
    ...[...exact].sort().flatMap((path) => [
      `location = ${path} {`,
      ...headerDirectives(headersForPath(rules, path), "    "),
      // A folder's own address is served from its index here, so this location's headers apply.
      path.endsWith("/") ? `    try_files ${path}index.html =404;` : `    ${lookup}`,
      "}",
    ]),
    "",
  ].join("\n");
}

/**
 * An http-level file for a production server: plain http only redirects, https serves the site.
 * `functionsPort` is where the functions-only server listens (`node server/functions-server.mjs`).
 * @param {{ serverName: string, root: string, siteInclude: string, functionsPort: number }} options
 */
export function productionConfig({ serverName, root, siteInclude, functionsPort }) {
  return [
    "# Generated by the build: the site behind https, for /etc/nginx/conf.d/. Set the certificate paths,",
    `# and run the site's functions beside it: FUNCTIONS_PORT=${functionsPort} node server/functions-server.mjs`,
    ...functionsUpstreamBlock(functionsPort),
    "",
    "server {",
    "    listen 80;",
    "    listen [::]:80;",
    `    server_name ${serverName};`,
    "    server_tokens off;",
    "    return 301 https://$host$request_uri;",
    "}",
    "",
    "server {",
    "    listen 443 ssl http2;",
    "    listen [::]:443 ssl http2;",
    `    server_name ${serverName};`,
    `    ssl_certificate /etc/letsencrypt/live/${serverName}/fullchain.pem;`,
    `    ssl_certificate_key /etc/letsencrypt/live/${serverName}/privkey.pem;`,
    "    ssl_protocols TLSv1.2 TLSv1.3;",
    "    # Strict-Transport-Security comes with every response from the site's header rules.",
    `    root ${root};`,
    "    brotli_static on;",
    `    include ${siteInclude};`,
    "}",
    "",
  ].join("\n");
}

/**
 * A whole nginx configuration for an unprivileged process: one port, every temp file and the pid
 * under `runtimeDir`; the error log there too unless given (a container logs to stderr). `user`
 * names the workers' account when nginx is started by root; `functionsPort` is where the
 * functions-only server listens.
 * @param {{ port: number, host?: string, root: string, siteInclude: string, runtimeDir: string, functionsPort: number, brotliModule?: string, errorLog?: string, accessLog?: string, user?: string }} options
 */
export function mainConfig(options) {
  const { port, host, root, siteInclude, runtimeDir, functionsPort, brotliModule, errorLog, accessLog, user } = options;
  return [
    "# Generated: nginx serving the built site unprivileged on one port.",
    ...(brotliModule ? [`load_module ${brotliModule};`] : []),
    ...(user ? [`user ${user};`] : []),
    "worker_processes 1;",
    `pid ${runtimeDir}/nginx.pid;`,
    `error_log ${errorLog ?? `${runtimeDir}/error.log`} warn;`,
    "events { worker_connections 256; }",
    "http {",
    `    access_log ${accessLog ?? "off"};`,
    "    sendfile on;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
      (kind) => `    ${kind}_temp_path ${runtimeDir}/${kind};`,
    ),
    ...(brotliModule ? ["    brotli_static on;"] : []),
    ...functionsUpstreamBlock(functionsPort, "    "),
    "    server {",
    `        listen ${host ? `${host}:` : ""}${port};`,
    `        root ${root};`,
    `        include ${siteInclude};`,
    "    }",
    "}",
    "",
  ].join("\n");
}

/**
 * Where the Dockerfile puts the site, its configuration, its functions and nginx's runtime files;
 * `server/container.mjs` starts both servers from it.
 */
export const containerLayout = {
  port: 8080,
  functionsPort: 8081,
  config: "/srv/nginx/nginx.conf",
  app: "/srv/app",
  root: "/srv/site",
  siteInclude: "/srv/nginx/site.conf",
  runtimeDir: "/tmp/nginx",
  errorLog: "stderr",
  accessLog: "/dev/stdout",
  brotliModule: "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
};
