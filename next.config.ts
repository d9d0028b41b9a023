import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // pg and the PGlite pieces are Node-only; keep them out of the server bundle.
  serverExternalPackages: ["pg", "@electric-sql/pglite", "@electric-sql/pglite-socket", "@electric-sql/pglite-postgis", "nodemailer"],
};

export default withNextIntl(nextConfig);
