import "server-only";
import type { z } from "zod";

import type { Operation } from "@/lib/agent-api/contract/operation";
import type { Database } from "@/lib/db";
import type { Region } from "@/lib/regions";

import type { PrincipalFor } from "./auth";

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

export type HandlerContext<Op extends Operation> = {
  db: Database;
  region: Region;
  principal: PrincipalFor<Op["scope"]>;
  params: Parsed<Op["params"]>;
  query: Parsed<Op["query"]>;
  body: Parsed<Op["body"]>;
  request: Request;
  /** The service's base URL in this region, e.g. `https://host` or `https://host/regions/eu`. */
  baseUrl: string;
};

export type HandlerResult<Op extends Operation> = Op["response"] extends z.ZodType ? z.input<Op["response"]> : void;

export type Implementation = {
  operation: Operation;
  handle(context: HandlerContext<Operation>): Promise<unknown>;
};

/** Pairs an operation of the contract with the code that serves it. */
export function implement<Op extends Operation>(operation: Op, handle: (context: HandlerContext<Op>) => Promise<HandlerResult<Op>>): Implementation {
  return { operation, handle: handle as Implementation["handle"] };
}
