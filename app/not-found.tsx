import { FileQuestion } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

export default function NotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <EmptyState
        titleAs="h1"
        icon={FileQuestion}
        title="Page not found"
        description="There is no page at this address. It may have moved, or the link may be mistyped."
        action={
          <Button asChild>
            <Link href="/">Go to the console</Link>
          </Button>
        }
      />
    </main>
  );
}
