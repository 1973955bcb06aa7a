# One image recipe for the host and each remote: build the app with the pinned pnpm,
# serve its static files with nginx. Build from the repository root:
#   docker build -f shared/build/web.Dockerfile --build-arg APP=remote-house .
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /repo
COPY . .
RUN node scripts/pnpm.mjs install --frozen-lockfile \
 && cd "$APP" && node ../scripts/pnpm.mjs run build

FROM nginx:1.27-alpine
ARG APP
ARG NGINX_CONF=remote
# A remote's federation name (e.g. remote_house): its container publishes its build to
# the server at start (publish-on-start.sh); empty for the host.
ARG MODULE_NAME=""
ENV MODULE_NAME=${MODULE_NAME}
COPY shared/build/nginx-${NGINX_CONF}.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
COPY shared/build/publish-on-start.sh /usr/local/bin/publish-on-start.sh
RUN if [ -n "$MODULE_NAME" ]; then \
      (command -v curl >/dev/null || apk add --no-cache curl) \
      && printf '#!/bin/sh\n/usr/local/bin/publish-on-start.sh &\n' > /docker-entrypoint.d/90-publish-on-start.sh \
      && chmod +x /docker-entrypoint.d/90-publish-on-start.sh /usr/local/bin/publish-on-start.sh; \
    fi
