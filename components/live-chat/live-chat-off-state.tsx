import { MessageCircleOff, Power } from "lucide-react";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** Live chat is off: visitors see no widget. The next step is to turn it on. */
export function LiveChatOffState({ onTurnOn }: { onTurnOn: () => void }) {
  return (
    <EmptyState
      icon={MessageCircleOff}
      title="Live chat is off — turn it on"
      description="Visitors of your site see no chat widget. Turn it on to choose how the widget looks, what it says and when people answer, then save."
      action={
        <Button type="button" onClick={onTurnOn}>
          <Power aria-hidden="true" />
          Turn on live chat
        </Button>
      }
    />
  );
}
