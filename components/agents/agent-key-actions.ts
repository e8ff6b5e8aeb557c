import type { z } from "zod";

import type { agentKeyView } from "@/lib/schemas/console/keys";

export type AgentApiKey = z.infer<typeof agentKeyView>;

/** What a row of the keys table offers: a live key can be rotated; any key not yet revoked can be revoked. */
export function agentKeyActions(key: Pick<AgentApiKey, "status">): { canRotate: boolean; canRevoke: boolean } {
  return { canRotate: key.status === "active", canRevoke: key.status !== "revoked" };
}

/** Whether the console holds a working key among these: when none is, the agent cannot be used through the console. */
export function hasConsoleKey(keys: readonly Pick<AgentApiKey, "isUsedByConsole">[]): boolean {
  return keys.some((key) => key.isUsedByConsole);
}

type MutationState = { isPending: boolean; variables?: string };
export type PendingKeyAction = { keyId: string; action: "rotate" | "revoke" };

/** Which key a rotation or revocation is under way for, so its row can show it. */
export function pendingKeyAction(rotate: MutationState, revoke: MutationState): PendingKeyAction | undefined {
  if (rotate.isPending && rotate.variables) return { keyId: rotate.variables, action: "rotate" };
  if (revoke.isPending && revoke.variables) return { keyId: revoke.variables, action: "revoke" };
  return undefined;
}

/**
 * The rotated key to announce as the console's new one, while the list still shows the console using that
 * very secret; once another key takes over (or it is revoked), there is nothing to announce.
 */
export function currentRotation(rotated: AgentApiKey | undefined, keys: readonly AgentApiKey[] | undefined): AgentApiKey | undefined {
  if (!rotated || !keys) return undefined;
  const listed = keys.find((key) => key.id === rotated.id);
  return listed?.isUsedByConsole && listed.lastFour === rotated.lastFour && listed.prefix === rotated.prefix ? listed : undefined;
}

/** The name of a listed key, for messages about it; "the key" while the list is not there. */
export function keyName(keys: readonly Pick<AgentApiKey, "id" | "name">[] | undefined, keyId: string): string {
  return keys?.find((key) => key.id === keyId)?.name ?? "the key";
}
