import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { LoginForm } from "@/components/auth/login-form";
import { BrandMark } from "@/components/shell/brand-mark";
import { describeLoginError, safeCallbackPath } from "@/lib/console/auth/login-schema";
import { getSessionUser } from "@/lib/console/auth/session";

export const metadata: Metadata = { title: "Sign in" };

type Props = { searchParams: Promise<{ callbackUrl?: string; error?: string }> };

export default async function LoginPage({ searchParams }: Props) {
  const { callbackUrl, error } = await searchParams;
  const callbackPath = safeCallbackPath(callbackUrl);
  if (await getSessionUser()) redirect(callbackPath);

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-12">
      <div className="w-full max-w-sm space-y-6">
        <div className="flex flex-col items-center gap-2 text-center">
          <BrandMark className="size-10" />
          <h1 className="text-2xl font-semibold tracking-tight">Sign in to Switchboard</h1>
          <p className="text-sm text-muted-foreground">The admin console for your AI agents.</p>
        </div>
        <LoginForm callbackPath={callbackPath} initialError={error ? describeLoginError(error) : undefined} />
      </div>
    </main>
  );
}
