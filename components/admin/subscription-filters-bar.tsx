"use client";

import { useId } from "react";

import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { AdminSubscriptionsQuery } from "@/lib/schemas/console/admin";

import { regionOptions } from "./admin-labels";

const any = "any";

type Option = { value: string; label: string };

function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: Option[]; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full sm:w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

const visibilityOptions = [
  { value: any, label: "Any visibility" },
  { value: "public", label: "Public" },
  { value: "private", label: "Private" },
];
const statusOptions = [
  { value: any, label: "Any status" },
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
];

/** The region whose super-admin key lists the subscriptions, and the API's visibility and status filters. */
export function SubscriptionFiltersBar({ filters, onChange }: { filters: AdminSubscriptionsQuery; onChange: (next: AdminSubscriptionsQuery) => void }) {
  const optional = <T extends string>(value: string) => (value === any ? undefined : (value as T));
  return (
    <div role="group" aria-label="Filter subscriptions" className="flex flex-col gap-4 rounded-lg border p-4 sm:flex-row">
      <FilterSelect
        label="Region"
        value={filters.region}
        options={regionOptions}
        onChange={(region) => onChange({ ...filters, region: region as AdminSubscriptionsQuery["region"] })}
      />
      <FilterSelect
        label="Visibility"
        value={filters.visibility ?? any}
        options={visibilityOptions}
        onChange={(value) => onChange({ ...filters, visibility: optional<"public" | "private">(value) })}
      />
      <FilterSelect
        label="Status"
        value={filters.status ?? any}
        options={statusOptions}
        onChange={(value) => onChange({ ...filters, status: optional<"active" | "inactive">(value) })}
      />
    </div>
  );
}
