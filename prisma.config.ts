import { defineConfig } from "prisma/config";

// The CLI is used only for `prisma generate` here (migrations run through
// scripts/migrate.ts), so a placeholder URL is fine when DATABASE_URL is unset.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/pawalert" },
});
