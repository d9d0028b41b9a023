import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface Session {
    /** Our server-side session id (sessions.sid); absent means signed out. */
    sid?: string;
    uid?: string;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    sid?: string;
    uid?: string;
  }
}
