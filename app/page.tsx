import { redirect } from "next/navigation";

import { requirePageUser } from "@/lib/console/auth/session";
import { homePathFor } from "@/lib/console/shell/navigation";

/** The console's front door: each role lands on the first page it may open. */
export default async function Home() {
  const user = await requirePageUser();
  redirect(homePathFor(user.role));
}
