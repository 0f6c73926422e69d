# The platform's production image: one stateless server process (web app + API + MQTT ingestion).
# Build inputs are only the lockfile and the sources (.dockerignore keeps node_modules, data/,
# builds and tests out). Multi-stage: dependencies → build → production dependencies → runtime.
#
#   docker build -t charging-platform .
#   podman build --build-arg BASE_IMAGE=localhost/platform-node:bookworm .   (no registry: see
#     deploy/build-base-images.sh and docs/operations.md "Containers")
ARG BASE_IMAGE=node:20-bookworm-slim

FROM ${BASE_IMAGE} AS deps
WORKDIR /app
ENV npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/tfjs-wasm-only packages/tfjs-wasm-only
COPY packages/tfjs-backend-cpu-unused packages/tfjs-backend-cpu-unused
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --prefer-offline

FROM deps AS build
COPY packages/contracts packages/contracts
COPY apps/server apps/server
COPY apps/web apps/web
COPY tsconfig.base.json ./
RUN npm run build

FROM deps AS production-deps
RUN npm prune --omit=dev

FROM ${BASE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production DATA_DIR=/data PORT=3000 HOST=0.0.0.0 LOG_FORMAT=json
# Manifests and production node_modules (the root's and any a workspace keeps of its own).
COPY --from=production-deps /app /app
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# pg_dump / pg_restore for `node apps/server/dist/backup.js` on PostgreSQL (Debian bookworm: 15;
# they handle servers up to their own major version). Not root: uid/gid 1000 (the `node` user of
# the official image); DATA_DIR is its only writable place.
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/* && mkdir -p /data && chown 1000:1000 /data
USER 1000:1000
VOLUME /data
EXPOSE 3000 1883
# Ready = the database answers (GET /api/ready), not merely the process.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches node directly (exec form): in-flight requests finish, then it exits.
CMD ["node", "--max-semi-space-size=2", "apps/server/dist/main.js"]
