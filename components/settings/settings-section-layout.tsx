import type { ReactNode } from "react";

import { requirePageUser } from "@/lib/console/auth/session";

import { rolesForSettingsPath, type SettingsPath } from "./settings-sections";

/**
 * The layout of a page under Settings: checks the role before the page's loading state starts streaming,
 * so a refused visitor gets a real 403 (or a redirect to sign-in), not a 200.
 */
export function settingsSectionLayout(href: SettingsPath) {
  return async function SettingsSectionLayout({ children }: { children: ReactNode }) {
    await requirePageUser(rolesForSettingsPath(href));
    return children;
  };
}
