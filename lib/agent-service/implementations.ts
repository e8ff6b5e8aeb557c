import "server-only";

import { agentApiKeyHandlers } from "./handlers/agent-api-keys";
import { agentFilesHandlers } from "./handlers/agent-files";
import { organizationAgentHandlers } from "./handlers/organization-agents";
import { superAdminHandlers } from "./handlers/super-admin";
import { webhooksHandlers } from "./handlers/webhooks";
import type { Implementation } from "./implement";

/** Every operation the embedded service serves, each paired with its handler. */
export const implementations: readonly Implementation[] = [
  ...superAdminHandlers,
  ...organizationAgentHandlers,
  ...agentApiKeyHandlers,
  ...agentFilesHandlers,
  ...webhooksHandlers,
];
