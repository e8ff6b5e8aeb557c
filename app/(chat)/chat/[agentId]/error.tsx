"use client";

import { SegmentError } from "@/components/shell/segment-error";

export default function CustomerChatError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="flex w-full max-w-md flex-1 items-center">
      <SegmentError {...props} />
    </main>
  );
}
