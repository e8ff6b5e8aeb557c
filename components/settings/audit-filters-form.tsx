"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { auditFilterForm, auditFilterFormValues, type AuditFilterFormValues, type AuditFilters } from "@/lib/queries/console-settings/audit-filters";
import type { OrganizationOption } from "@/lib/queries/console-settings/use-organizations-query";

import { organizationOptions } from "./organization-labels";

const anyOrganization = { value: "any", label: "Any organization" };
const searchFields = [
  { name: "actor", label: "Actor", placeholder: "Email contains…" },
  { name: "action", label: "Action", placeholder: "e.g. user.invite" },
] as const;
const dateFields = [
  { name: "from", label: "From" },
  { name: "to", label: "To" },
] as const;

type Props = {
  filters: AuditFilters;
  organizations: OrganizationOption[];
  onApply: (filters: AuditFilterFormValues) => void;
  onClear: () => void;
};

/** The audit log's filters; applying them puts them in the URL. */
export function AuditFiltersForm({ filters, organizations, onApply, onClear }: Props) {
  const form = useForm<AuditFilterFormValues>({ resolver: zodResolver(auditFilterForm), defaultValues: auditFilterFormValues(filters) });
  return (
    <Form {...form}>
      <form
        role="search"
        aria-label="Filter the audit log"
        onSubmit={form.handleSubmit(onApply)}
        className="grid items-start gap-4 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto]"
        noValidate
      >
        {searchFields.map((search) => (
          <TextField key={search.name} control={form.control} type="search" {...search} />
        ))}
        <SelectField
          control={form.control}
          name="organizationId"
          label="Organization"
          noChoice={anyOrganization}
          options={organizationOptions(organizations)}
        />
        {dateFields.map((date) => (
          <TextField key={date.name} control={form.control} type="date" {...date} />
        ))}
        <div className="flex gap-2 lg:pt-6">
          <Button type="submit">Apply filters</Button>
          <Button type="button" variant="ghost" onClick={onClear}>
            Clear
          </Button>
        </div>
      </form>
    </Form>
  );
}
