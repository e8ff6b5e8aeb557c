"use client";

import { Download } from "lucide-react";

import { Button } from "@/components/ui/button";
import { exportAuditLog } from "@/lib/console/contract/audit";
import { consoleHref } from "@/lib/console/contract/href";
import { auditQueryToSearchParams } from "@/lib/queries/console-settings/audit-filters";
import { useOrganizationsQuery } from "@/lib/queries/console-settings/use-organizations-query";

import { AuditFiltersForm } from "./audit-filters-form";
import { AuditResults } from "./audit-results";
import { useAuditUrlQuery } from "./use-audit-url-query";

/** The audit log: filters and page kept in the URL, the matching entries, and their CSV export. */
export function AuditPanel() {
  const { query, setQuery } = useAuditUrlQuery();
  const { page: _page, ...filters } = query;
  const organizations = useOrganizationsQuery();
  return (
    <div className="space-y-4">
      <AuditFiltersForm
        key={auditQueryToSearchParams(filters).toString()}
        filters={filters}
        organizations={organizations.data ?? []}
        onApply={(values) => setQuery({ ...values, page: 1 })}
        onClear={() => setQuery({})}
      />
      <div className="flex justify-end">
        <Button asChild variant="outline">
          <a href={consoleHref(exportAuditLog, {}, auditQueryToSearchParams(filters))} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
      <AuditResults query={query} onQuery={setQuery} />
    </div>
  );
}
