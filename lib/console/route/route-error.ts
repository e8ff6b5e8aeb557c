/** A refusal a console route answers with, in the one error envelope. */
export class ConsoleRouteError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ConsoleRouteError";
  }
}
