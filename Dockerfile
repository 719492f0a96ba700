# syntax=docker/dockerfile:1
# The production image: the artifact of scripts/assemble-artifact.mjs (the bundled server, the
# web build, production dependencies only) on Node 20, run as a non-root user. CI starts the
# same artifact (e2e/tests/operations/production-artifact.spec.ts); see README "Container image".
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
# Dependencies first, so a source change reuses the installed layer.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && node scripts/assemble-artifact.mjs /artifact

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /artifact ./
# The embedded database's folder, for a single replica without DATABASE_URL.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
# Liveness only: the database's state is the orchestrator's readiness question.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node runs as PID 1 and handles SIGTERM itself (apps/server/src/server.ts): in-flight
# requests finish, then it exits; no npm in between to swallow the signal.
CMD ["node", "apps/server/dist/server.js"]
