// The public base URL for metadata and links. Unlike getServerEnv(), this never
// throws, because metadata is also rendered at build time without a database.
export function getServerEnvSafe() {
  return { appUrl: process.env.APP_URL || "http://localhost:3000" };
}
