import { ScrollText } from "lucide-react";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

type Props = { isFiltered: boolean; onClear: () => void };

/** An audit log with no entries: says why, and what to do next. */
export function AuditEmptyState({ isFiltered, onClear }: Props) {
  if (isFiltered) {
    return (
      <EmptyState
        icon={ScrollText}
        title="No entries match these filters"
        description="Widen the dates, or check the actor's email and the start of the action's name."
        action={<Button onClick={onClear}>Clear filters</Button>}
      />
    );
  }
  return (
    <EmptyState
      icon={ScrollText}
      title="Nothing recorded yet"
      description="Invitations, role changes, connected keys and refused requests are recorded here as they happen."
    />
  );
}
