import { MessagesSquare } from "lucide-react";

import { EmptyState } from "@/components/ui/empty-state";

/** The thread pane before a conversation is chosen. */
export function NoConversationOpen() {
  return (
    <EmptyState
      icon={MessagesSquare}
      title="Choose a conversation"
      description="Pick one from the list to read it, take over and reply. Press j and k to move through the list, ? for every shortcut."
      className="h-full"
    />
  );
}
