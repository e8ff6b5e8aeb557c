import type { ConsoleRole } from "../roles";

declare module "next-auth" {
  interface Session {
    user: { id: string; email: string; name: string; role: ConsoleRole };
    /** The user's session version when this session was issued. */
    sv: number;
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
  }
}
