import { z } from "zod";

import { defineConsoleRoute } from "./define";
import { consoleRoles } from "../users/roles";

const openApiDocument = z.looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string() }), paths: z.record(z.string(), z.unknown()) });

export const getConsoleOpenApi = defineConsoleRoute({
  id: "getConsoleOpenApi",
  method: "GET",
  path: "/openapi.json",
  tag: "Reference",
  summary: "This document: every console route, its roles, parameters, bodies and answers",
  roles: consoleRoles,
  response: openApiDocument,
});
