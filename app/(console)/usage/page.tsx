import { BarChart3 } from "lucide-react";
import type { Metadata } from "next";

import { SectionPage } from "@/components/shell/section-page";

export const metadata: Metadata = { title: "Usage" };

export default function UsagePage() {
  return (
    <SectionPage
      href="/usage"
      title="Usage"
      description="Conversations, messages and tokens over time, against your subscription's quotas."
      icon={BarChart3}
      empty={{
        title: "No usage yet",
        description: "Usage appears here as this organization's agents hold conversations.",
      }}
    />
  );
}
