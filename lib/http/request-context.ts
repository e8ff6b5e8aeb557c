import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/** What the work done for one request knows of it: its id, and the origin links handed back are built on. */
export type RequestContext = { requestId: string; origin: string };

const holder = globalThis as typeof globalThis & { __switchboardRequestContext?: AsyncLocalStorage<RequestContext> };
const storage = (holder.__switchboardRequestContext ??= new AsyncLocalStorage<RequestContext>());

/** Runs `work` with `context` as the current request's, for every call it makes on the way (e.g. to the API). */
export function runForRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The request being served, or undefined in background work (jobs, start-up). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}
