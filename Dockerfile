# PawAlert's container image (docs/OPERATIONS.md): the standalone
# bundle `npm run build` makes, and nothing else, on Node 20, as a non-root user.
# One image, three commands, the same ones `npm test`'s standalone and
# two-instance tests run (tests/api/standalone.test.ts, scripts/instances-test.ts):
#   node server.js     the web server (default)
#   node worker.js     the messaging worker and daily jobs (web servers then run with WORKER=off)
#   node migrate.js    applies the database migrations, then exits
# Build: docker build -t pawalert .   (NEXT_PUBLIC_* values are inlined now, so pass them as --build-arg)

FROM node:20-slim AS deps
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --loglevel=error

FROM node:20-slim AS build
WORKDIR /src
ENV NEXT_TELEMETRY_DISABLED=1
# Browser settings are inlined into the pages at build time (lib/analytics, lib/monitoring).
ARG NEXT_PUBLIC_POSTHOG_KEY=""
ARG NEXT_PUBLIC_POSTHOG_HOST=""
ARG NEXT_PUBLIC_SENTRY_DSN=""
ARG NEXT_PUBLIC_SENTRY_ENVIRONMENT=""
COPY --from=deps /src/node_modules ./node_modules
COPY . .
# next build, then scripts/standalone.mjs: .next/standalone holds server.js,
# worker.js, migrate.js, healthcheck.js, the traced node_modules, static files and public/.
RUN npm run build

FROM node:20-slim
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0
RUN groupadd --system pawalert && useradd --system --gid pawalert --no-create-home pawalert
COPY --from=build --chown=pawalert:pawalert /src/.next/standalone ./
USER pawalert
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 CMD ["node", "healthcheck.js"]
CMD ["node", "server.js"]
