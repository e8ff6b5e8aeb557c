import { z } from "zod";

import { isoDateTime } from "./common";

export const apiKeyStatuses = ["active", "expired", "revoked"] as const;

export const createAgentApiKeyBody = z
  .object({
    name: z.string().trim().min(1).max(255),
    expiresAt: isoDateTime.optional().meta({ description: "When the key stops working; never when absent." }),
  })
  .meta({ id: "CreateAgentApiKeyBody" });

export const agentApiKeyResponse = z
  .looseObject({
    id: z.string(),
    agentId: z.string(),
    name: z.string(),
    prefix: z.string().meta({ description: "The key's first characters." }),
    lastFour: z.string().meta({ description: "The key's last four characters." }),
    status: z.enum(apiKeyStatuses),
    expiresAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
    lastUsedAt: isoDateTime.nullable(),
    revokedAt: isoDateTime.nullable(),
  })
  .meta({ id: "AgentApiKeyResponse", description: "An agent API key, shown only by its fingerprint." });

export const agentApiKeySecretResponse = agentApiKeyResponse
  .extend({ apiKey: z.string().meta({ description: "The secret. Returned only when the key is created or rotated." }) })
  .meta({ id: "AgentApiKeySecretResponse" });

export const agentApiKeysResponse = z.array(agentApiKeyResponse).meta({ id: "AgentApiKeysResponse" });

export const agentKeyParams = z.object({ id: z.string().min(1), keyId: z.string().min(1) });
