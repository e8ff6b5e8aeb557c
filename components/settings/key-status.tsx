import { Badge } from "@/components/ui/badge";
import type { VaultKeyView } from "@/lib/schemas/console/keys";

/** A key's health: active, or failing with the error the last check met. */
export function KeyStatus({ status, lastError }: Pick<VaultKeyView, "status" | "lastError">) {
  if (status === "active") return <Badge variant="success">Active</Badge>;
  return (
    <div className="flex max-w-xs flex-col gap-1 whitespace-normal">
      <Badge variant="destructive">Failing</Badge>
      <p className="text-xs text-destructive">{lastError ?? "The last check failed."}</p>
    </div>
  );
}
