import { agentApiKeyOperations } from "./agent-api-keys";
import { agentFileOperations } from "./agent-files";
import { agentKeyAgentOperations, feedbackOperations, organizationAgentOperations } from "./agents";
import { conversationOperations } from "./conversations";
import { functionsOperations } from "./functions";
import { liveChatOperations } from "./live-chat";
import type { Operation } from "./operation";
import { organizationUsersOperations } from "./organization-users";
import { packsOperations } from "./packs";
import { platformUserOperations } from "./platform-users";
import { promptOperations } from "./prompts";
import { scrapingOperations } from "./scraping";
import { statisticsOperations } from "./statistics";
import { superAdminOperations } from "./super-admin";
import { userOperations } from "./users";
import { v1Operations } from "./v1";
import { webhookDeliveryOperations } from "./webhook-deliveries";

/** Every operation of the AI Agent API this service implements. */
export const operations: readonly Operation[] = [
  ...userOperations,
  ...conversationOperations,
  ...promptOperations,
  ...agentKeyAgentOperations,
  ...webhookDeliveryOperations,
  ...statisticsOperations,
  ...agentFileOperations,
  ...feedbackOperations,
  ...superAdminOperations,
  ...organizationAgentOperations,
  ...agentApiKeyOperations,
  ...platformUserOperations,
  ...scrapingOperations,
  ...packsOperations,
  ...functionsOperations,
  ...liveChatOperations,
  ...organizationUsersOperations,
  ...v1Operations,
];

export type { Operation } from "./operation";
