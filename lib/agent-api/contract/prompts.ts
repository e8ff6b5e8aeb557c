import { idParam } from "@/lib/schemas/agent-api/common";
import { uploadUrlBody, uploadUrlResponse } from "@/lib/schemas/agent-api/conversations";
import { promptBody, promptCreatedResponse, promptResultResponse } from "@/lib/schemas/agent-api/prompts";

import { attachedFilesAreRead } from "./attached-files";
import { defineOperation } from "./operation";

const tag = "Prompts";
const scope = "agent";
const rateClass = "ai";

export const processPrompt = defineOperation({
  id: "processPrompt",
  method: "post",
  path: "/prompts",
  scope,
  rateClass,
  tag,
  summary: "Process a prompt request",
  description: `Answers a one-shot prompt and waits for the result. ${attachedFilesAreRead}`,
  body: promptBody,
  status: 200,
  response: promptResultResponse,
  limitedBy: "Refused once the month's tokens are spent: the agent's `tokensAmountPerMonth` or the subscription's over all the organization's agents.",
});

export const createPrompt = defineOperation({
  id: "createPrompt",
  method: "post",
  path: "/prompts/async",
  scope,
  rateClass,
  tag,
  summary: "Create a prompt request",
  description: `Queues the prompt and returns its id at once; poll response-on for the result. ${attachedFilesAreRead}`,
  body: promptBody,
  status: 200,
  response: promptCreatedResponse,
  limitedBy: "Refused once the month's tokens are spent (the agent's or the subscription's), before the prompt is stored or queued.",
});

export const getPromptResponse = defineOperation({
  id: "getPromptResponse",
  method: "get",
  path: "/prompts/{id}/response-on",
  scope,
  rateClass,
  tag,
  summary: "Get a response on prompt request",
  description: "Only the agent that created the prompt can read its result; status is pending until it is ready.",
  params: idParam,
  status: 200,
  response: promptResultResponse,
  notFound: "Prompt",
});

export const createPromptUploadUrl = defineOperation({
  id: "createPromptUploadUrl",
  method: "post",
  path: "/prompts/upload-url",
  scope,
  rateClass,
  tag,
  summary: "Create signed upload URL for prompt file",
  body: uploadUrlBody,
  status: 200,
  response: uploadUrlResponse,
});

export const promptOperations = [processPrompt, createPrompt, getPromptResponse, createPromptUploadUrl];
