import { ThreadSkeleton } from "@/components/inbox/thread-skeleton";

export default function InboxLoading() {
  return <ThreadSkeleton />;
}
