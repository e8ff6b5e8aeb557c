import { connectKeyBody, connectSuperAdminKeyBody, vaultKeyList, vaultKeyView } from "@/lib/schemas/console/keys";

import { defineConsoleRoute } from "./define";
import { pathParams } from "./path-params";

const tag = "Keys";
const roles = ["superadmin", "org_admin"] as const;

export const listVaultKeys = defineConsoleRoute({
  id: "listVaultKeys",
  method: "GET",
  path: "/keys",
  tag,
  summary: "The keys the console holds, by fingerprint",
  roles,
  response: vaultKeyList,
});

export const disconnectKey = defineConsoleRoute({
  id: "disconnectKey",
  method: "DELETE",
  path: "/keys/{keyId}",
  params: { keyId: pathParams.any },
  tag,
  summary: "Disconnects a key: the console forgets it (the key itself still works upstream until revoked there)",
  description: "A key the caller cannot see is answered 404 `NOT_FOUND`, like one that does not exist.",
  roles,
  action: "key.disconnect",
});

export const connectSuperAdminKey = defineConsoleRoute({
  id: "connectSuperAdminKey",
  method: "POST",
  path: "/keys/super-admin",
  tag,
  summary: "Connects the super-admin key of a region, after checking it with the AI Agent API",
  roles: ["superadmin"],
  body: connectSuperAdminKeyBody,
  response: vaultKeyView,
  status: 201,
  action: "key.connect",
});

export const connectOrganizationKey = defineConsoleRoute({
  id: "connectOrganizationKey",
  method: "POST",
  path: "/organizations/{organizationId}/keys",
  params: { organizationId: pathParams.organization },
  tag,
  summary: "Connects the organization's key, or one of its agents' keys, after checking it with the AI Agent API",
  roles,
  body: connectKeyBody,
  response: vaultKeyView,
  status: 201,
  action: "key.connect",
});
