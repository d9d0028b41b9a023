import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { staticSecurityHeaders } from "./lib/security/headers";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  // Messages compiled at build time: the browser gets no ICU parser and parses no message.
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR lets several checkouts' test runs build side by side (default .next).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // A self-contained server beside the build (<distDir>/standalone), which the container image and a scaled-out deployment run:
  // scripts/standalone.mjs completes it with our server.js, migrate.js and worker.js.
  output: "standalone",
  // This checkout is the root, whatever lock files lie above it.
  outputFileTracingRoot: process.cwd(),
  poweredByHeader: false,
  // pg and the PGlite pieces are Node-only; keep them out of the server bundle.
  serverExternalPackages: ["pg", "@electric-sql/pglite", "@electric-sql/pglite-socket", "@electric-sql/pglite-postgis", "nodemailer"],
  // Security headers on every response; HSTS only in production builds.
  // The Content-Security-Policy is per request (a nonce), so proxy.ts sets it.
  async headers() {
    return [{ source: "/:path*", headers: staticSecurityHeaders(process.env.NODE_ENV === "production") }];
  },
};

export default withNextIntl(nextConfig);
