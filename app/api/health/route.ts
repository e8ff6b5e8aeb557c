import { NextResponse } from "next/server";

import { databaseDriver, getDb } from "@/lib/db";
import { pingDatabase } from "@/lib/db/open";
import { appVersion } from "@/lib/server/version";

export const dynamic = "force-dynamic";

export async function GET() {
  const database = databaseDriver();
  try {
    await pingDatabase(await getDb());
    return NextResponse.json({ status: "ok", database, version: appVersion }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("health check failed", error);
    return NextResponse.json(
      { status: "error", database, version: appVersion },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
