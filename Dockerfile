# syntax=docker/dockerfile:1
# Multi-stage: build with the dev tools, run the compiled app as a non-root user.
# Node 24 (active LTS) is the runtime; Node 22 is supported too (package.json engines, docs/decisions.md).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json nest-cli.json ./
COPY src ./src
COPY migrations ./migrations
COPY scripts ./scripts
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
# npm (for `npm run cli` in the container) keeps its cache and logs in /tmp: the home folder is read-only.
# HOST=0.0.0.0: inside its container the app listens on every interface, so the engine can publish the port
# (the host side is compose's choice: loopback by default).
ENV NODE_ENV=production DATA_DIR=/var/lib/personnel HOST=0.0.0.0 PORT=8443 WORKER_HEALTH_PORT=9464 \
  NPM_CONFIG_CACHE=/tmp/npm-cache NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
RUN groupadd --system personnel && useradd --system --gid personnel --home /app personnel \
  && mkdir -p /var/lib/personnel && chown personnel:personnel /var/lib/personnel
COPY --from=build --chown=personnel:personnel /app/package.json ./
COPY --from=build --chown=personnel:personnel /app/node_modules ./node_modules
COPY --from=build --chown=personnel:personnel /app/dist ./dist
COPY --from=build --chown=personnel:personnel /app/scripts ./scripts
USER personnel
# 8443: the API (https, or http with TLS_MODE=proxy); 9464: a worker's health and metrics (plain http).
EXPOSE 8443 9464
VOLUME ["/var/lib/personnel"]
# Picks https or http by TLS_MODE, and the worker's port by PROCESS_ROLE (scripts/healthcheck.js).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "scripts/healthcheck.js", "/health/live"]
CMD ["node", "dist/src/main.js"]
