import "server-only";

import { agentApiKeyHandlers } from "./handlers/agent-api-keys";
import { agentFilesHandlers } from "./handlers/agent-files";
import { agentKeyAgentHandlers } from "./handlers/agent-key-agents";
import { conversationHandlers } from "./handlers/conversations";
import { functionsHandlers } from "./handlers/functions";
import { liveChatHandlers } from "./handlers/live-chat";
import { messageHandlers } from "./handlers/messages";
import { organizationAgentHandlers } from "./handlers/organization-agents";
import { organizationUsersHandlers } from "./handlers/organization-users";
import { packsHandlers } from "./handlers/packs";
import { organizationUserHandlers } from "./handlers/platform-users";
import { promptHandlers } from "./handlers/prompts";
import { scrapingHandlers } from "./handlers/scraping";
import { signedFileHandlers } from "./handlers/signed-files";
import { statisticsHandlers } from "./handlers/statistics";
import { superAdminHandlers } from "./handlers/super-admin";
import { userHandlers } from "./handlers/users";
import { v1Handlers } from "./handlers/v1";
import { webhookDeliveryHandlers } from "./handlers/webhook-deliveries";
import { webhooksHandlers } from "./handlers/webhooks";
import type { Implementation } from "./implement";

/** Every operation the embedded service serves, each paired with its handler. */
export const implementations: readonly Implementation[] = [
  ...superAdminHandlers,
  ...userHandlers,
  ...conversationHandlers,
  ...messageHandlers,
  ...promptHandlers,
  ...agentKeyAgentHandlers,
  ...statisticsHandlers,
  ...v1Handlers,
  ...organizationAgentHandlers,
  ...organizationUserHandlers,
  ...agentApiKeyHandlers,
  ...agentFilesHandlers,
  ...webhooksHandlers,
  ...webhookDeliveryHandlers,
  ...scrapingHandlers,
  ...packsHandlers,
  ...functionsHandlers,
  ...liveChatHandlers,
  ...organizationUsersHandlers,
  ...signedFileHandlers,
];
