"use client";

import { Download } from "lucide-react";

import { Button } from "@/components/ui/button";
import { useDataTableView } from "@/components/ui/data-table/use-data-table-view";
import { exportAuditLog } from "@/lib/console/contract/audit";
import { consoleHref } from "@/lib/console/contract/href";
import { auditFiltersToSearchParams, hasAuditFilters } from "@/lib/queries/console-settings/audit-filters";
import { useAuditQuery } from "@/lib/queries/console-settings/use-audit-query";
import { useOrganizationsQuery } from "@/lib/queries/console-settings/use-organizations-query";

import { AuditFiltersForm } from "./audit-filters-form";
import { auditColumns, AuditTable } from "./audit-table";
import { useAuditUrlFilters } from "./use-audit-url-filters";

/** The audit log: filters and page kept in the URL, the matching entries a page at a time, and their CSV export. */
export function AuditPanel() {
  const table = useDataTableView({ id: "audit", columns: auditColumns });
  const { filters, setFilters } = useAuditUrlFilters(table);
  const audit = useAuditQuery(filters, table.view);
  const organizations = useOrganizationsQuery();
  const filterParams = auditFiltersToSearchParams(filters);
  return (
    <div className="space-y-4">
      <AuditFiltersForm
        key={filterParams.toString()}
        filters={filters}
        organizations={organizations.data ?? []}
        onApply={setFilters}
        onClear={() => setFilters({})}
      />
      <div className="flex justify-end">
        <Button asChild variant="outline">
          <a href={consoleHref(exportAuditLog, {}, filterParams)} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
      <AuditTable view={table} audit={audit} isFiltered={hasAuditFilters(filters)} onClearFilters={() => setFilters({})} />
    </div>
  );
}
