import { Lock } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

export default function Forbidden() {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <EmptyState
        titleAs="h1"
        icon={Lock}
        title="You do not have access to this page"
        description="Your role does not include this part of the console. Ask an administrator if you need it."
        action={
          <Button asChild>
            <Link href="/">Go to your start page</Link>
          </Button>
        }
      />
    </main>
  );
}
