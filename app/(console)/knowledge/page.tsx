import { BookOpen } from "lucide-react";
import type { Metadata } from "next";

import { SectionPage } from "@/components/shell/section-page";

export const metadata: Metadata = { title: "Knowledge & Packs" };

export default function KnowledgePage() {
  return (
    <SectionPage
      href="/knowledge"
      title="Knowledge & Packs"
      description="Files your agents answer from, and packs of documents shared between agents."
      icon={BookOpen}
      empty={{
        title: "No knowledge yet",
        description: "Files and packs of this organization appear here once its organization key is connected.",
      }}
    />
  );
}
