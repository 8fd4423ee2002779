# The site as a container: built here with --production (the build stops on sample business
# details), served by Debian's nginx as an unprivileged user on port 8080 with the configuration
# the build generated (build/nginx/). Put TLS in front of it (the platform's proxy or a load
# balancer); build/nginx/production.conf is the configuration for a server that terminates TLS
# itself.
FROM node:22-bookworm-slim AS build
WORKDIR /site
COPY package.json package-lock.json ./
COPY patches/ patches/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build -- --production

FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /tmp/nginx \
  && chown www-data:www-data /tmp/nginx
COPY --from=build /site/build/client /srv/site
COPY --from=build /site/build/nginx/site.conf /srv/nginx/site.conf
COPY --from=build /site/build/nginx/container.conf /srv/nginx/nginx.conf
USER www-data
EXPOSE 8080
CMD ["nginx", "-p", "/tmp/nginx", "-c", "/srv/nginx/nginx.conf", "-e", "stderr", "-g", "daemon off;"]
