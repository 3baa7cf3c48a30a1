# Every image of the stack, from one build stage for the whole workspace (docker-compose.yml picks each by target):
#   api        the API compiled to one JavaScript file; it applies the migrations at start (PostgreSQL)
#   emulators  the local identity (Cognito) and bank-linking (Plaid) services
#   web        one browser app's static build and its server; the APP_DIR argument names the app (shell, mfe-auth, ...)
#   balancer   HAProxy in front of the API's replicas (tooling/containers/balancer/haproxy.cfg)
# The runtime images hold Node and the compiled output alone: no dev dependency, no source, no npm (tooling/containers/
# bundle.mjs bundles each server with its packages), and they run as the unprivileged `node` user.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# The manifests first, so a source change does not reinstall the packages.
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY mfe-auth/package.json mfe-auth/
COPY mfe-accounts/package.json mfe-accounts/
COPY mfe-transactions/package.json mfe-transactions/
COPY mfe-placeholders/package.json mfe-placeholders/
COPY mfe-insights/package.json mfe-insights/
COPY api/package.json api/
COPY emulators/package.json emulators/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && node tooling/containers/bundle.mjs

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
# Where a service keeps its state: a named volume mounted here starts owned by `node`, readable by it only.
RUN mkdir -m 700 /data && chown node:node /data && rm -rf /usr/local/lib/node_modules/npm /usr/local/bin/npm /usr/local/bin/npx
COPY tooling/containers/healthcheck.mjs /usr/local/lib/healthcheck.mjs
USER node

# Every server listens on 127.0.0.1 unless told otherwise; in a container it must take the published port's traffic,
# which arrives on the container's own interface.
FROM runtime AS api
COPY --from=build /app/.container/api ./
ENV DATA_DIR=/data API_HOST=0.0.0.0
EXPOSE 4000
CMD ["node", "server.cjs"]

FROM runtime AS emulators
COPY --from=build /app/.container/emulators ./
ENV EMULATOR_DATA_DIR=/data IDENTITY_HOST=0.0.0.0 PLAID_EMULATOR_HOST=0.0.0.0
EXPOSE 9229 9443 4010
CMD ["node", "server.cjs"]

FROM runtime AS web
ARG APP_DIR
ENV APP_DIR=${APP_DIR}
# The image serves the one app APP_DIR names, which reads its own variable of these.
ENV SHELL_HOST=0.0.0.0 MFE_AUTH_HOST=0.0.0.0 MFE_ACCOUNTS_HOST=0.0.0.0 MFE_TRANSACTIONS_HOST=0.0.0.0 MFE_PLACEHOLDERS_HOST=0.0.0.0 MFE_INSIGHTS_HOST=0.0.0.0
COPY --from=build /app/.container/web/serve-app.mjs ./
COPY --from=build /app/${APP_DIR}/dist ./dist
CMD ["node", "serve-app.mjs"]

# The API's load balancer: Debian's HAProxy with the stack's configuration, run as Debian's `haproxy` user. It holds
# no Node and nothing of the build stage.
FROM debian:bookworm-slim AS balancer
RUN apt-get update -qq \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends haproxy >/dev/null \
  && rm -rf /var/lib/apt/lists/*
COPY tooling/containers/balancer/haproxy.cfg /etc/haproxy/haproxy.cfg
COPY tooling/containers/balancer/healthcheck.sh /usr/local/lib/healthcheck.sh
USER haproxy
EXPOSE 4000
# -W: master-worker, so that a reload (SIGUSR2) keeps open connections; -db: in the foreground, logs to stdout.
CMD ["haproxy", "-W", "-db", "-f", "/etc/haproxy/haproxy.cfg"]
