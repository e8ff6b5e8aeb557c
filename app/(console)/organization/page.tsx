import { Building2 } from "lucide-react";
import type { Metadata } from "next";

import { SectionPage } from "@/components/shell/section-page";

export const metadata: Metadata = { title: "Organization" };

export default function OrganizationPage() {
  return (
    <SectionPage
      href="/organization"
      title="Organization"
      description="Members, platform users and limits of the current organization."
      icon={Building2}
      empty={{
        title: "Nothing to manage yet",
        description: "Platform users and limits appear here once the organization key is connected.",
      }}
    />
  );
}
