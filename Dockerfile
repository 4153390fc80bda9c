# ResumeBoost: one image for every role (ROLE=all, web or worker; see README "Running more than one
# instance"). Two stages on the official Node image: the first installs the workspace with the pinned
# pnpm and builds the web app and the API bundle (the same `pnpm build` steps `npm start` runs); the
# second holds only the built files, the API's production dependencies, and Debian's Chromium and fonts
# for PDF exports, and runs as the unprivileged `node` user.

# ---- build -------------------------------------------------------------------------------------------
FROM node:22-bookworm-slim AS build
WORKDIR /src
# The pnpm the project pins (package.json "packageManager").
RUN corepack enable && corepack prepare pnpm@10.34.8 --activate
# Canonical and Open Graph URLs of the prerendered public pages are written at build time.
ARG PUBLIC_URL=http://localhost:3000
ENV PUBLIC_URL=${PUBLIC_URL}
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY api/package.json api/
COPY web/package.json web/
COPY shared/package.json shared/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN pnpm install --frozen-lockfile --ignore-scripts && pnpm rebuild esbuild
COPY . .
RUN pnpm --filter @jobapp/web build && pnpm --filter @jobapp/api build
# The API's production dependencies alone, in a folder of their own (dist/ comes along).
RUN pnpm --filter @jobapp/api deploy --legacy --prod /out/api && rm -rf /out/api/src

# ---- run ---------------------------------------------------------------------------------------------
FROM node:22-bookworm-slim
# Chromium prints PDF exports; the fonts cover Latin, Greek and Cyrillic résumés; tini reaps Chromium's
# child processes and passes SIGTERM on to Node, which drains (SHUTDOWN_TIMEOUT_MS).
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-liberation fonts-dejavu-core fonts-noto-core tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data \
  WEB_DIST=/app/web/dist \
  CHROME_PATH=/usr/bin/chromium
WORKDIR /app
COPY --from=build /out/api /app/api
COPY --from=build /src/web/dist /app/web/dist
# A marker of the app's root (the API looks for pnpm-workspace.yaml to resolve relative paths).
COPY --from=build /src/pnpm-workspace.yaml /app/
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness; orchestrators should route on GET /api/ready instead (503 while draining).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "api/dist/server.js"]
