# syntax=docker/dockerfile:1
# Multi-stage: build with the dev tools, run the compiled app as a non-root user.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json nest-cli.json ./
COPY src ./src
COPY migrations ./migrations
COPY scripts ./scripts
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production DATA_DIR=/var/lib/personnel PORT=8443
WORKDIR /app
RUN groupadd --system personnel && useradd --system --gid personnel --home /app personnel \
  && mkdir -p /var/lib/personnel && chown personnel:personnel /var/lib/personnel
COPY --from=build --chown=personnel:personnel /app/package.json ./
COPY --from=build --chown=personnel:personnel /app/node_modules ./node_modules
COPY --from=build --chown=personnel:personnel /app/dist ./dist
COPY --from=build --chown=personnel:personnel /app/scripts ./scripts
USER personnel
EXPOSE 8443
VOLUME ["/var/lib/personnel"]
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "require('https').get({host:'127.0.0.1',port:process.env.PORT||8443,path:'/health/live',rejectUnauthorized:false},r=>process.exit(r.statusCode===200?0:1)).on('error',()=>process.exit(1))"
CMD ["node", "dist/src/main.js"]
