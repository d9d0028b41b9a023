import "server-only";

export { db, getDb, disconnectDb } from "./client";
export { executeSql, queryRows, type RowShape, type SqlTransaction } from "./sql";
