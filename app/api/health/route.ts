import { NextResponse, type NextRequest } from "next/server";

import { databaseDriver, getDb } from "@/lib/db";
import { pingDatabase } from "@/lib/db/open";
import { requestIdFor, requestIdHeader } from "@/lib/http/request-id";
import { appVersion } from "@/lib/server/version";

export const dynamic = "force-dynamic";

export async function GET(request: NextRequest) {
  const database = databaseDriver();
  const headers = { "Cache-Control": "no-store", "X-Request-Id": requestIdFor(request.headers.get(requestIdHeader)) };
  try {
    await pingDatabase(await getDb());
    return NextResponse.json({ status: "ok", database, version: appVersion }, { headers });
  } catch (error) {
    console.error(`health check failed (request ${headers["X-Request-Id"]})`, error);
    return NextResponse.json({ status: "error", database, version: appVersion }, { status: 503, headers });
  }
}
