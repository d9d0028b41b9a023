import NextAuth from "next-auth";
import { getAuthOptions } from "@/lib/auth/options";

type Ctx = { params: Promise<{ nextauth: string[] }> };

// Options are built on first request (they read validated env), not at import.
async function handler(req: Request, ctx: Ctx) {
  return NextAuth(req as never, ctx as never, getAuthOptions());
}

export { handler as GET, handler as POST };
