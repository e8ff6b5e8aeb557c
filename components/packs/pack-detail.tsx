"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";

import { PageHeader } from "@/components/ui/page-header";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { isNotFoundError } from "@/lib/queries/is-not-found";
import { knowledgeHref } from "@/lib/queries/packs/pack-hrefs";
import { usePackQuery } from "@/lib/queries/packs/use-pack-query";

import { DeletePackButton } from "./delete-pack-button";
import { PackAgentsSection } from "./pack-agents-section";
import { PackDetailSkeleton } from "./pack-detail-skeleton";
import { PackDocumentsSection } from "./pack-documents-section";
import { PackNotFound } from "./pack-not-found";
import { PackSection } from "./pack-section";
import { PackSettingsForm } from "./pack-settings-form";
import { PackStatusBadge } from "./pack-status-badge";

function BackToPacks() {
  return (
    <Link href={knowledgeHref} className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Knowledge &amp; Packs
    </Link>
  );
}

/** One pack's page: its settings, its documents and where it is used, in loading, error and not-found states. */
export function PackDetail({ organizationId, packId }: { organizationId: string; packId: string }) {
  const pack = usePackQuery(organizationId, packId);
  if (pack.isPending) return <PackDetailSkeleton />;
  if (pack.isError) {
    if (isNotFoundError(pack.error)) return <PackNotFound />;
    return (
      <div className="space-y-6">
        <BackToPacks />
        <h1 className="text-2xl font-semibold tracking-tight">Pack</h1>
        <QueryErrorState title="The pack could not be loaded" error={pack.error} onRetry={() => pack.refetch()} />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <BackToPacks />
      <PageHeader
        title={pack.data.name}
        description={pack.data.description || "A pack of documents its linked agents answer from."}
        actions={<DeletePackButton organizationId={organizationId} pack={pack.data} />}
      >
        <PackStatusBadge status={pack.data.status} />
      </PageHeader>
      <PackDocumentsSection organizationId={organizationId} pack={pack.data} />
      <PackAgentsSection organizationId={organizationId} pack={pack.data} />
      <PackSection title="Settings" description="Name, description, instructions and whether linked agents answer from the pack.">
        <PackSettingsForm organizationId={organizationId} pack={pack.data} />
      </PackSection>
    </div>
  );
}
