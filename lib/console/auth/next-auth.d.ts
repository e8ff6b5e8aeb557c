import type { ConsoleRole } from "../users/roles";

declare module "next-auth" {
  interface Session {
    user: { id: string; email: string; name: string; role: ConsoleRole };
    /** The user's session version when this session was issued. */
    sv: number;
    /** This session's own id, by which signing out ends it. */
    sid?: string;
  }
  interface User {
    id: string;
    email: string;
    name: string;
    role: ConsoleRole;
    sv: number;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid: string;
    role: ConsoleRole;
    sv: number;
    /** This session's own id, by which signing out ends it; absent from sessions issued before there was one. */
    sid?: string;
  }
}
