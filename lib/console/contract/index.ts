import * as admin from "./admin";
import * as agentFiles from "./agent-files";
import * as agentLimits from "./agent-limits";
import * as agents from "./agents";
import * as audit from "./audit";
import * as chat from "./chat";
import * as consoleKeys from "./console-keys";
import * as conversationUsers from "./conversation-users";
import * as crawls from "./crawls";
import type { AnyConsoleRoute } from "./define";
import * as functions from "./functions";
import * as inbox from "./inbox";
import * as liveChat from "./live-chat";
import * as operators from "./operators";
import * as organizations from "./organizations";
import * as packs from "./packs";
import * as platformUsers from "./platform-users";
import * as playground from "./playground";
import * as reference from "./reference";
import * as session from "./session";
import * as usage from "./usage";
import * as users from "./users";
import * as webhooks from "./webhooks";
import * as widget from "./widget";

/** The contract by area: each area file exports its routes, each under its id. */
export const consoleRouteAreas = {
  session,
  organizations,
  consoleKeys,
  users,
  audit,
  admin,
  operators,
  agents,
  agentFiles,
  crawls,
  packs,
  functions,
  agentLimits,
  conversationUsers,
  liveChat,
  widget,
  platformUsers,
  webhooks,
  playground,
  chat,
  inbox,
  usage,
  reference,
} as Record<string, Record<string, AnyConsoleRoute>>;

/** Every console route, in the order the OpenAPI document lists them. */
export const consoleRoutes: readonly AnyConsoleRoute[] = Object.values(consoleRouteAreas).flatMap((area) => Object.values(area));
