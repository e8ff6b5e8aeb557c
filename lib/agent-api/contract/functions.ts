import type { Operation } from "./operation";

export const functionsOperations: Operation[] = [];
