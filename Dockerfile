# SproutPlate in one image: the API and the built PWA, served by one Node.js process.
#   docker build -t sproutplate .
#   docker run -p 3000:3000 -v sproutplate-data:/data sproutplate            (SQLite in /data)
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… sproutplate          (PostgreSQL)
# compose.yaml runs it with PostgreSQL behind an HTTPS proxy.

# Node.js 24 is the current LTS line (Node.js 20, which the code still runs on, is past its end of life).
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary matches.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_PATH=/data/sproutplate.db
WORKDIR /app
# Only what the server runs: its dependencies, its source (run by tsx), the built PWA and page renderer.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/api ./api
COPY --from=build /app/shared ./shared
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-ssr ./dist-ssr
# Not root: the image's own `node` user, owning only the data folder.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself as PID 1's child-free process: SIGTERM reaches the server, which finishes requests in flight.
CMD ["node", "--import", "tsx", "api/index.ts"]
