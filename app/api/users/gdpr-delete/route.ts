import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guards";
import { deleteAccount } from "@/lib/accounts/service";
import { route } from "@/lib/http";
import { log } from "@/lib/log";

export const dynamic = "force-dynamic";

const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];

/** Deletes the caller's account and data (the right to erasure); every session ends. */
export const DELETE = route(async (req: NextRequest) => {
  const user = await requireUser();
  const deleted = await deleteAccount(user.id, req.headers);
  log.info("account.deleted", { userId: user.id, ...deleted });
  const res = NextResponse.json({ deleted: true }, { headers: { "Cache-Control": "no-store" } });
  for (const name of SESSION_COOKIES) {
    if (req.cookies.has(name)) {
      res.cookies.set(name, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax", secure: name.startsWith("__Secure-") });
    }
  }
  return res;
});
