import { consoleRoutes } from "@/lib/console/contract";
import { consoleOpenApiDocument } from "@/lib/console/contract/openapi";
import { getConsoleOpenApi } from "@/lib/console/contract/reference";
import { handleConsoleRoute } from "@/lib/console/route/route";

let document: ReturnType<typeof consoleOpenApiDocument> | undefined;

export const GET = handleConsoleRoute(getConsoleOpenApi, async () => (document ??= consoleOpenApiDocument(consoleRoutes)));
