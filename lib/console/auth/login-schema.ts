import { z } from "zod";

import { accountEmail } from "@/lib/schemas/console/account-email";
import { countOf } from "@/lib/utils/plural";

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(accountEmail()),
  password: z.string().min(1, "Enter your password.").max(1024),
});

export type LoginInput = z.input<typeof loginSchema>;

/** What the sign-in provider reports back to the form, in place of an exception message. */
export const loginErrorCodes = {
  invalid: "CredentialsSignin",
  rateLimited: "RATE_LIMITED",
} as const;

export function rateLimitedError(retryAfterSeconds: number): string {
  return `${loginErrorCodes.rateLimited}:${retryAfterSeconds}`;
}

/** Turns the provider's error code into the sentence the sign-in form shows. */
export function describeLoginError(code: string): string {
  if (code.startsWith(`${loginErrorCodes.rateLimited}:`)) {
    const seconds = Number(code.slice(loginErrorCodes.rateLimited.length + 1)) || 60;
    const minutes = Math.ceil(seconds / 60);
    return `Too many failed attempts. Try again in ${countOf(minutes, "minute")}.`;
  }
  if (code === loginErrorCodes.invalid) return "That email and password do not match an active account.";
  return "Sign-in failed. Try again in a moment.";
}

/** Only same-origin paths are followed after sign-in. */
export function safeCallbackPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  return value;
}
