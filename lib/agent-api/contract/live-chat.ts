import type { Operation } from "./operation";

export const liveChatOperations: Operation[] = [];
