import type { Operation } from "./operation";

export const scrapingOperations: Operation[] = [];
