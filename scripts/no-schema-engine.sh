#!/bin/sh
# Prisma's schema engine is a binary downloaded from Prisma's CDN, which this
# environment cannot reach. `prisma generate` only needs the path to exist.
echo "Prisma's schema engine is not installed here. Use 'npm run db:migrate' (scripts/migrate.ts) to apply migrations; write new ones by hand in prisma/migrations/." >&2
exit 1
