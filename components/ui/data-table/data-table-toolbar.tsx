"use client";

import type { Table } from "@tanstack/react-table";
import { Columns3, Search, X } from "lucide-react";
import { useId, useState, type ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuLabel, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

import { columnLabel } from "./column-label";
import type { DataTableFeatures } from "./features";

/** A per-column filter offered above a list: a choice among the values the column holds. */
export type DataTableFilter = {
  columnId: string;
  /** Names the choice: "Status". */
  label: string;
  /** What "no filter" reads as: "All statuses". */
  allLabel: string;
  options: readonly { value: string; label: string }[];
};

const all = "__all__";

type Props<Row extends object> = {
  table: Table<DataTableFeatures, Row>;
  tableLabel: string;
  query: string;
  onQueryChange: (query: string) => void;
  searchLabel?: string;
  filters: readonly DataTableFilter[];
  filterValues: Record<string, string>;
  onFilterChange: (columnId: string, value: string) => void;
  selectedCount: number;
  onClearSelection: () => void;
  bulkActions?: ReactNode;
  canHideColumns: boolean;
};

/** Above a list: its text filter, its column filters, the column menu, and what to do with the selected rows. */
export function DataTableToolbar<Row extends object>(props: Props<Row>) {
  const { table, tableLabel, searchLabel, filters, filterValues, onFilterChange, selectedCount, onClearSelection, bulkActions, canHideColumns } = props;
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide() && !column.columnDef.meta?.cannotHide);
  return (
    <div className="flex flex-wrap items-end gap-2">
      {searchLabel ? <QueryField label={searchLabel} query={props.query} onQueryChange={props.onQueryChange} /> : null}
      {filters.map((filter) => (
        <FilterSelect
          key={filter.columnId}
          filter={filter}
          value={filterValues[filter.columnId] ?? ""}
          onChange={(value) => onFilterChange(filter.columnId, value)}
        />
      ))}
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {selectedCount > 0 ? (
          <div role="group" aria-label={`Selected ${tableLabel}`} className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-muted-foreground" aria-live="polite">
              {selectedCount} selected
            </span>
            {bulkActions}
            <Button type="button" variant="ghost" size="sm" onClick={onClearSelection}>
              Clear selection
            </Button>
          </div>
        ) : null}
        {canHideColumns && hideable.length > 0 ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button type="button" variant="outline" size="sm">
                <Columns3 aria-hidden="true" />
                Columns
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>Show columns</DropdownMenuLabel>
              {hideable.map((column) => (
                <DropdownMenuCheckboxItem
                  key={column.id}
                  checked={column.getIsVisible()}
                  onCheckedChange={(isVisible) => column.toggleVisibility(isVisible)}
                  onSelect={(event) => event.preventDefault()}
                >
                  {columnLabel(column)}
                </DropdownMenuCheckboxItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The text filter. What is typed shows at once; the address follows. When the address changes by itself
 * (Back, a link), the field takes its text, unless it is the text this field just wrote.
 */
function QueryField({ label, query, onQueryChange }: { label: string; query: string; onQueryChange: (query: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(query);
  const [seen, setSeen] = useState(query);
  const [written, setWritten] = useState(query);
  if (query !== seen) {
    setSeen(query);
    if (query !== written) setDraft(query);
  }
  const change = (value: string) => {
    setDraft(value);
    setWritten(value);
    onQueryChange(value);
  };
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input id={id} type="search" value={draft} onChange={(event) => change(event.target.value)} className="w-64 pr-8 pl-8" autoComplete="off" />
        {draft ? (
          <button
            type="button"
            aria-label={`Clear ${label.toLowerCase()}`}
            onClick={() => change("")}
            className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded p-1 text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        ) : null}
      </div>
    </div>
  );
}

function FilterSelect({ filter, value, onChange }: { filter: DataTableFilter; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{filter.label}</Label>
      <Select value={value || all} onValueChange={(next) => onChange(next === all ? "" : next)}>
        <SelectTrigger id={id} className="min-w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={all}>{filter.allLabel}</SelectItem>
          {filter.options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
