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
COPY shared/build/nginx-${NGINX_CONF}.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
