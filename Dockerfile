# SocialPulse container image: the built web app, the API and the worker in one image.
# Multi-stage: dependencies and the web build happen in `build`; the runtime stage carries only the
# server's production dependencies, its TypeScript source (run by tsx) and the built web app.
# Plain Dockerfile syntax (no BuildKit-only features), so both the legacy builder and BuildKit work.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first: the dependency layer is reused until package-lock.json changes.
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund --loglevel=error
COPY tsconfig.base.json ./
COPY packages/contract packages/contract
COPY apps/web apps/web
RUN npm run build -w @socialpulse/web
# What the server needs at run time, and nothing else: no dev tools, no web or test packages.
RUN rm -rf node_modules apps/*/node_modules \
  && npm ci --omit=dev --no-audit --no-fund --loglevel=error \
       --workspace @socialpulse/server --include-workspace-root=false

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY package.json tsconfig.base.json ./
COPY packages/contract packages/contract
COPY apps/server/package.json apps/server/tsconfig.json apps/server/
COPY apps/server/src apps/server/src
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database, the generated secret and nothing else live under /data: one volume.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# Migrations run forward at start-up (apps/server/src/db); healthy once the database answers.
HEALTHCHECK --interval=10s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
WORKDIR /app/apps/server
CMD ["node", "--max-semi-space-size=32", "--import", "tsx", "src/main.ts"]
