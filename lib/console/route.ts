import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";

import { getSessionUser, type SessionUser } from "./auth/session";
import { apiError } from "./api-error";
import type { ConsoleRole } from "./roles";
import { isCrossSiteMutation } from "./same-origin";

type RouteOptions<Body extends z.ZodType | undefined> = {
  /** Who may call the route; nobody else gets past the wrapper. */
  roles: readonly ConsoleRole[];
  body?: Body;
};

type RouteContext<Body> = { user: SessionUser; body: Body; request: NextRequest };

const noStore = { "Cache-Control": "no-store" };

export function json(data: unknown, status = 200) {
  return NextResponse.json(data, { status, headers: noStore });
}

/** Wraps a console API route: cross-site check, session, role, body parsing and the error envelope. */
export function route<Body extends z.ZodType | undefined = undefined>(
  options: RouteOptions<Body>,
  handler: (context: RouteContext<Body extends z.ZodType ? z.output<Body> : undefined>) => Promise<Response>,
) {
  return async (request: NextRequest): Promise<Response> => {
    if (isCrossSiteMutation(request.method, request.headers)) {
      return json(apiError("CROSS_SITE_REQUEST", "This request did not come from the console."), 403);
    }
    const user = await getSessionUser();
    if (!user) return json(apiError("UNAUTHENTICATED", "Your session has ended. Sign in again."), 401);
    if (!options.roles.includes(user.role)) {
      return json(apiError("FORBIDDEN", "Your role does not allow this action."), 403);
    }
    let body: unknown;
    if (options.body) {
      const raw: unknown = await request.json().catch(() => undefined);
      const parsed = options.body.safeParse(raw);
      if (!parsed.success) {
        const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
        return json(apiError("INVALID_INPUT", "Some fields need attention.", fields), 400);
      }
      body = parsed.data;
    }
    try {
      return await handler({ user, request, body: body as never });
    } catch (error) {
      console.error("console route failed", request.method, request.nextUrl.pathname, error);
      return json(apiError("INTERNAL", "Something went wrong on the server. Try again."), 500);
    }
  };
}
