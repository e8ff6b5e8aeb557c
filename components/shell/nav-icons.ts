import { BarChart3, BookOpen, Bot, Building2, Code2, Inbox, Settings, ShieldCheck, type LucideIcon } from "lucide-react";

import type { NavigationItem } from "@/lib/console/shell/navigation";

export const navIcons: Record<NavigationItem["icon"], LucideIcon> = {
  bot: Bot,
  inbox: Inbox,
  "book-open": BookOpen,
  code: Code2,
  chart: BarChart3,
  building: Building2,
  shield: ShieldCheck,
  settings: Settings,
};
