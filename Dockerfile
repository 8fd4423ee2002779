# The site as a container: built here with --production (the build stops on sample business
# details), served by Debian's nginx as an unprivileged user on port 8080 with the configuration
# the build generated (build/nginx/), with the site's functions (the owner's sign-in, its gateway,
# the quote request without JavaScript) on the loopback address behind it: server/container.mjs
# starts both. Pass the functions' settings as environment variables (docs/editing.md, "Signing
# in"). Put TLS in front of it (the platform's proxy or a load balancer);
# build/nginx/production.conf is the configuration for a server that terminates TLS itself.
FROM node:22-bookworm-slim AS build
WORKDIR /site
COPY package.json package-lock.json ./
COPY patches/ patches/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build -- --production \
  && npm prune --omit=dev --ignore-scripts --no-audit --no-fund

FROM node:22-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /tmp/nginx \
  && chown www-data:www-data /tmp/nginx
COPY --from=build /site/build/client /srv/site
COPY --from=build /site/build/nginx/site.conf /srv/nginx/site.conf
COPY --from=build /site/build/nginx/container.conf /srv/nginx/nginx.conf
COPY --from=build /site/package.json /srv/app/package.json
COPY --from=build /site/node_modules /srv/app/node_modules
COPY --from=build /site/server /srv/app/server
COPY --from=build /site/host-config /srv/app/host-config
COPY --from=build /site/build/functions /srv/app/build/functions
USER www-data
ENV NODE_ENV=production
EXPOSE 8080
CMD ["node", "/srv/app/server/container.mjs"]
