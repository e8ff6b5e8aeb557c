import type { ConsoleRole } from "../users/roles";

export type NavigationItem = {
  href: string;
  label: string;
  /** lucide icon name, resolved by the sidebar. */
  icon: "bot" | "inbox" | "book-open" | "code" | "chart" | "building" | "shield" | "settings";
  roles: readonly ConsoleRole[];
};

const everyone: readonly ConsoleRole[] = ["superadmin", "org_admin", "operator", "viewer"];
const admins: readonly ConsoleRole[] = ["superadmin", "org_admin"];

export const navigationItems: readonly NavigationItem[] = [
  { href: "/agents", label: "Agents", icon: "bot", roles: admins },
  { href: "/inbox", label: "Inbox", icon: "inbox", roles: ["superadmin", "org_admin", "operator"] },
  { href: "/knowledge", label: "Knowledge & Packs", icon: "book-open", roles: admins },
  { href: "/functions", label: "Functions", icon: "code", roles: admins },
  { href: "/usage", label: "Usage", icon: "chart", roles: everyone },
  { href: "/organization", label: "Organization", icon: "building", roles: admins },
  { href: "/admin", label: "Admin", icon: "shield", roles: ["superadmin"] },
  { href: "/settings", label: "Settings", icon: "settings", roles: everyone },
];

export function navigationFor(role: ConsoleRole): NavigationItem[] {
  return navigationItems.filter((item) => item.roles.includes(role));
}

/** The roles allowed on a console page, taken from the navigation so the two never disagree. */
export function rolesForPath(href: string): readonly ConsoleRole[] {
  const item = navigationItems.find((candidate) => candidate.href === href);
  if (!item) throw new Error(`No navigation item for ${href}`);
  return item.roles;
}

/** Where a user lands after sign-in: the first page their role opens. */
export function homePathFor(role: ConsoleRole): string {
  return navigationFor(role)[0]!.href;
}

/** The item a path belongs to, for highlighting the sidebar. */
export function activeItemFor(pathname: string, items: readonly NavigationItem[]): NavigationItem | undefined {
  return items.find((item) => pathname === item.href || pathname.startsWith(`${item.href}/`));
}
