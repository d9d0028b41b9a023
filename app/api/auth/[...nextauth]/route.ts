import NextAuth from "next-auth";
import { getClientAuthOptions } from "@/lib/sign-in/options";
import { credentialsRateLimit } from "@/lib/sign-in/limits";

type Ctx = { params: Promise<{ nextauth: string[] }> };

// Options are built on first request (they read validated env), not at import.
async function handler(req: Request, ctx: Ctx) {
  // Sign-up and throttled sign-in attempts are answered with a 429 before NextAuth runs.
  const limited = await credentialsRateLimit(req, (await ctx.params).nextauth);
  if (limited) return limited;
  return NextAuth(req as never, ctx as never, getClientAuthOptions());
}

export { handler as GET, handler as POST };
