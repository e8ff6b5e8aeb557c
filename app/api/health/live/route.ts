/**
 * Liveness: the process is up and answers HTTP. A constant, without the database or anything else, so a load
 * balancer or an orchestrator can probe it often and cheaply and restart the process only when it stops answering;
 * `GET /api/health` beside it says whether the server can also reach its database (readiness).
 */
export const dynamic = "force-dynamic";

const alive = JSON.stringify({ status: "ok" });

export function GET() {
  return new Response(alive, { headers: { "Content-Type": "application/json", "Cache-Control": "no-store" } });
}
