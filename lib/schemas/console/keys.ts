import { z } from "zod";

import { regions } from "@/lib/regions";
import { agentApiKeyResponse, createAgentApiKeyBody } from "@/lib/schemas/agent-api/agent-api-keys";

import { agentKeyStatuses } from "./agents";

export const vaultKeyScopes = ["super_admin", "organization", "agent"] as const;

/** A key as the browser sees it: never the secret, only its fingerprint. */
export const vaultKeyView = z.object({
  id: z.string(),
  scope: z.enum(vaultKeyScopes),
  region: z.enum(regions),
  organizationId: z.string().nullable(),
  agentId: z.string().nullable(),
  label: z.string(),
  fingerprint: z.string(),
  status: z.enum(["active", "failing"]),
  lastCheckedAt: z.date().or(z.string()).nullable(),
  lastError: z.string().nullable(),
  createdAt: z.date().or(z.string()),
});
export type VaultKeyView = z.infer<typeof vaultKeyView>;
export const vaultKeyList = z.array(vaultKeyView);

const secret = z.string().trim().min(8, "Paste the whole key.").max(512);

export const connectKeyBody = z.object({
  scope: z.enum(["organization", "agent"]),
  key: secret,
  label: z.string().trim().max(255).optional(),
});

export const connectSuperAdminKeyBody = z.object({ region: z.enum(regions), key: secret });

export const connectOrganizationBody = z.object({
  name: z.string().trim().min(1, "Give the organization a name.").max(255),
  region: z.enum(regions),
  key: secret,
});

/** The API's body for a new key, with the console's own words when the name is missing. */
export const createAgentKeyBody = z.object({
  ...createAgentApiKeyBody.shape,
  name: z.string().trim().min(1, "Name the key.").max(255),
});

/** An agent key as the upstream lists it, and whether the console itself uses it. */
export const agentKeyView = z.object({
  ...agentApiKeyResponse.omit({ agentId: true }).shape,
  isUsedByConsole: z.boolean(),
});
export const agentKeyList = z.array(agentKeyView);

/**
 * An integration key's secret, in the one answer that reveals it (its creation or rotation). Only a route
 * that declares `revealsSecret` may answer with a schema holding this (lib/console/route/route.ts checks).
 */
export const revealedSecret = z.string().min(1);

/** What the admin needs once to hand an integration key on: its secret and a ready call with it. */
export const integrationKeyReveal = z.object({
  secret: revealedSecret,
  /** The API the key is for, e.g. https://console.example.com or a real deployment's base URL. */
  baseUrl: z.string(),
  /** A ready `curl` call of the API with the key, in the header the API reads it from. */
  curlExample: z.string(),
});
export type IntegrationKeyReveal = z.infer<typeof integrationKeyReveal>;

/** A key just created or rotated: the secret is revealed for an integration key, never for the console's own (null). */
export const agentKeyIssued = agentKeyView.extend({ reveal: integrationKeyReveal.nullable() });
export type AgentKeyIssued = z.infer<typeof agentKeyIssued>;

/** Whether the console holds a key for the agent, and how it fares (the vault's record, no call upstream). */
export const agentConsoleKey = z.object({ keyStatus: z.enum(agentKeyStatuses) });
