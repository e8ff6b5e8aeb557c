import { Code2 } from "lucide-react";
import type { Metadata } from "next";

import { SectionPage } from "@/components/shell/section-page";

export const metadata: Metadata = { title: "Functions" };

export default function FunctionsPage() {
  return (
    <SectionPage
      href="/functions"
      title="Functions"
      description="Functions your agents can call, and the organization's function library."
      icon={Code2}
      empty={{
        title: "No functions yet",
        description: "Functions of this organization appear here once its organization key is connected.",
      }}
    />
  );
}
