import "server-only";
import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";

import { getDb } from "@/lib/db";
import { serverEnv } from "@/lib/env";

import { endSession } from "./ended-sessions";
import { loginSchema, rateLimitedError } from "./login-schema";
import { countLoginAttempt, forgiveLoginAttempt, recordLoginAttempt } from "./login-throttle";
import { decoyPasswordHash, verifyPassword } from "./password";
import { usesSecureCookies } from "./secure-cookies";
import { decodeSessionToken, encodeSessionToken, sessionTokenKey } from "./session-token";
import { writeAudit } from "../audit/audit";
import { clientAddress } from "../route/request-ip";
import { findUserByEmail, recordSuccessfulLogin } from "../users/users";

export const sessionMaxAgeSeconds = 12 * 60 * 60;

/** Whether the console's cookies are Secure: when its URL (CONSOLE_PUBLIC_URL or NEXTAUTH_URL) is https. */
export const hasSecureCookies = () => usesSecureCookies({ consolePublicUrl: serverEnv().CONSOLE_PUBLIC_URL, nextAuthUrl: process.env.NEXTAUTH_URL });

/** The sign-in endpoint's request, as its audit entries name it. */
export type AuthRequestContext = { requestId: string; ip: string };

export function authOptions(request?: AuthRequestContext): AuthOptions {
  return {
    secret: serverEnv().secrets.authSecret,
    session: { strategy: "jwt", maxAge: sessionMaxAgeSeconds },
    // next-auth's own token format, with the key derived once per process rather than on every read and write.
    jwt: {
      encode: ({ token = {}, secret, maxAge = sessionMaxAgeSeconds, salt }) => encodeSessionToken(token, sessionTokenKey(String(secret), salt), maxAge),
      decode: ({ token, secret, salt }) => decodeSessionToken(token, sessionTokenKey(String(secret), salt)),
    },
    useSecureCookies: hasSecureCookies(),
    pages: { signIn: "/login", error: "/login" },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: { email: { type: "email" }, password: { type: "password" } },
        async authorize(credentials, req) {
          const parsed = loginSchema.safeParse(credentials ?? {});
          if (!parsed.success) return null;
          const { email, password } = parsed.data;
          const ip = request?.ip ?? clientAddress(req.headers ?? {});
          const requestId = request?.requestId;
          const db = await getDb();

          const throttle = await countLoginAttempt(db, email, ip);
          if (!throttle.allowed) {
            await writeAudit(db, {
              action: "login",
              outcome: "denied",
              ip,
              requestId,
              target: email,
              details: { code: "RATE_LIMITED", retryAfterSeconds: throttle.retryAfterSeconds, scope: throttle.scope },
            });
            throw new Error(rateLimitedError(throttle.retryAfterSeconds));
          }

          const user = await findUserByEmail(db, email);
          const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
          const succeeded = Boolean(user && passwordMatches && user.status === "active");
          await recordLoginAttempt(db, { email, ip, succeeded });
          await writeAudit(db, { action: "login", outcome: succeeded ? "success" : "failure", actor: succeeded ? user : null, ip, requestId, target: email });
          if (!succeeded || !user) return null;

          await forgiveLoginAttempt(db, email, ip);
          await recordSuccessfulLogin(db, user.id);
          return { id: user.id, email: user.email, name: user.name, role: user.role, sv: user.sessionVersion };
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.uid = user.id;
          token.role = user.role;
          token.sv = user.sv;
          token.sid = crypto.randomUUID();
        }
        return token;
      },
      session({ session, token }) {
        session.user = { id: token.uid, email: token.email ?? "", name: token.name ?? "", role: token.role };
        session.sv = token.sv;
        session.sid = token.sid;
        return session;
      },
    },
    events: {
      /** Signing out ends this session on the server too: a copy of its token is refused from then on. */
      async signOut({ token }) {
        if (!token?.sid) return;
        const db = await getDb();
        const expiresAt = new Date(typeof token.exp === "number" ? token.exp * 1000 : Date.now() + sessionMaxAgeSeconds * 1000);
        await endSession(db, token.sid, expiresAt);
        const actor = { id: token.uid, email: token.email ?? "", role: token.role };
        await writeAudit(db, { action: "logout", outcome: "success", actor, ip: request?.ip, requestId: request?.requestId, target: `user:${token.uid}` });
      },
    },
  };
}
