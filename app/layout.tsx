import type { Metadata } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";

import { HydrationMarker } from "@/components/providers/hydration-marker";
import { QueryProvider } from "@/components/providers/query-provider";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { UnsavedChangesProvider } from "@/components/ui/unsaved-changes-provider";
import { nonceHeader } from "@/lib/console/shell/request-path";

import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Switchboard", template: "%s · Switchboard" },
  description: "Admin console for AI agents: configuration, knowledge, live hand-off and usage.",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const nonce = (await headers()).get(nonceHeader) ?? undefined;
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">
        <ThemeProvider nonce={nonce}>
          <QueryProvider>
            <UnsavedChangesProvider>{children}</UnsavedChangesProvider>
            <LazyToaster />
            <HydrationMarker />
          </QueryProvider>
        </ThemeProvider>
      </body>
    </html>
  );
}
