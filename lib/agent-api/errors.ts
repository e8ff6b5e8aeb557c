/** Any failure of a call to the AI Agent API, typed: what the console shows and logs. */
export class AgentApiError extends Error {
  constructor(
    readonly status: number,
    /** The upstream error name (`FORBIDDEN_ERROR`, `ENTITY_NOT_FOUND_ERROR`, …), or the client's own for network and contract failures. */
    readonly errorName: string,
    message: string,
    readonly options: {
      operationId: string;
      requestId?: string;
      retryAfterSeconds?: number;
      details?: unknown[];
      attempts?: number;
    },
  ) {
    super(message);
    this.name = "AgentApiError";
  }

  get isForbidden() {
    return this.status === 403;
  }
}
