import type { ReactNode } from "react";

import { requirePageUser } from "@/lib/console/auth/session";
import { rolesForPath } from "@/lib/console/shell/navigation";

/**
 * The layout of a console section: checks the role before the section's loading state starts
 * streaming, so a refused visitor gets a real 403 (or a redirect to sign-in), not a 200.
 */
export function sectionLayout(href: string) {
  return async function SectionLayout({ children }: { children: ReactNode }) {
    await requirePageUser(rolesForPath(href));
    return children;
  };
}
