/**
 * Usage leaves out the playground's test chats unless asked for: `?playground=include`, in the address
 * of the usage pages and in the search of their requests alike.
 */
export const playgroundParam = "playground";

/** Whether a search asks for the playground's test chats to be counted. */
export function includesPlayground(search: { get(name: string): string | null }): boolean {
  return search.get(playgroundParam) === "include";
}

/** The search with the playground choice set: the parameter when counted, none when left out (the default). */
export function withPlaygroundChoice(search: URLSearchParams, isIncluded: boolean): URLSearchParams {
  const next = new URLSearchParams(search);
  if (isIncluded) next.set(playgroundParam, "include");
  else next.delete(playgroundParam);
  return next;
}
