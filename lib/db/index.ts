import "server-only";

export { db, getDb, disconnectDb } from "./client";
export { queryRows } from "./sql";
