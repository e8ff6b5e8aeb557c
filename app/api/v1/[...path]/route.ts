import { serveAgentService } from "@/lib/agent-service";

/** The embedded AI Agent API (see lib/agent-service); every method goes to the same router. */
export const dynamic = "force-dynamic";
export const GET = serveAgentService;
export const POST = serveAgentService;
export const PUT = serveAgentService;
export const PATCH = serveAgentService;
export const DELETE = serveAgentService;
