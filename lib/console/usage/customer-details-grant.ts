import "server-only";
import { eq } from "drizzle-orm";

import type { SessionUser } from "@/lib/console/auth/session";
import type { DatabaseExecutor } from "@/lib/db";
import { consoleUsers } from "@/lib/db/schema";
import type { CustomerDetails } from "@/lib/schemas/console/usage";

import { customerDetailsFor } from "./customer-details";

/** Whether the caller sees customer details in usage; a viewer's grant is read afresh, so taking it back applies at once. */
export async function customerDetailsOf(db: DatabaseExecutor, user: SessionUser): Promise<CustomerDetails> {
  if (user.role !== "viewer") return "shown";
  const [row] = await db.select({ mayViewCustomerDetails: consoleUsers.mayViewCustomerDetails }).from(consoleUsers).where(eq(consoleUsers.id, user.id));
  return customerDetailsFor({ role: user.role, mayViewCustomerDetails: row?.mayViewCustomerDetails ?? false });
}
