import type { Metadata } from "next";

import { AcceptInvitationForm } from "@/components/auth/accept-invitation-form";
import { BrandMark } from "@/components/shell/brand-mark";

export const metadata: Metadata = { title: "Accept invitation" };

export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-12">
      <div className="w-full max-w-sm space-y-6">
        <div className="flex flex-col items-center gap-2 text-center">
          <BrandMark className="size-10" />
          <h1 className="text-2xl font-semibold tracking-tight">Join Switchboard</h1>
          <p className="text-sm text-muted-foreground">Choose your name and a password to finish your invitation.</p>
        </div>
        <AcceptInvitationForm token={token} />
      </div>
    </main>
  );
}
