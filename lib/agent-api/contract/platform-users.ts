import { platformUsersQuery, platformUsersResponse } from "@/lib/schemas/agent-api/organizations";

import { defineOperation } from "./operation";

export const listPlatformUsers = defineOperation({
  id: "listPlatformUsers",
  method: "get",
  path: "/platform-users",
  scope: "organization",
  tag: "Platform users",
  summary: "Get all platform users of the organization",
  description: "Optionally only those with one role. (The real deployment declares one user object; it evidently means a list.)",
  query: platformUsersQuery,
  status: 200,
  response: platformUsersResponse,
});

export const platformUserOperations = [listPlatformUsers];
