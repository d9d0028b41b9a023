import { disconnectDb } from "@/lib/db";

// Every db test file opens its own pool; close it so the next file starts clean.
afterAll(async () => {
  await disconnectDb();
});
