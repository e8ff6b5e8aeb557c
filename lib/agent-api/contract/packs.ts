import type { Operation } from "./operation";

export const packsOperations: Operation[] = [];
