"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Control } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import {
  auditFilterForm,
  auditFilterFormValues,
  type AuditFilterFormValues,
  type AuditFilters,
} from "@/lib/queries/console-settings/audit-filters";
import type { OrganizationOption } from "@/lib/queries/console-settings/use-organizations-query";

const anyOrganization = "any";
const searchFields = [
  { name: "actor", label: "Actor", placeholder: "Email contains…" },
  { name: "action", label: "Action", placeholder: "e.g. user.invite" },
] as const;
const dateFields = [
  { name: "from", label: "From" },
  { name: "to", label: "To" },
] as const;

type FilterInputProps = {
  control: Control<AuditFilterFormValues>;
  name: "actor" | "action" | "from" | "to";
  label: string;
  type: "search" | "date";
  placeholder?: string;
};

function FilterInput({ control, name, label, type, placeholder }: FilterInputProps) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input type={type} placeholder={placeholder} autoComplete="off" {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

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
          <FilterInput key={search.name} control={form.control} type="search" {...search} />
        ))}
        <FormField
          control={form.control}
          name="organizationId"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Organization</FormLabel>
              <Select value={field.value || anyOrganization} onValueChange={(value) => field.onChange(value === anyOrganization ? "" : value)}>
                <FormControl>
                  <SelectTrigger className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  <SelectItem value={anyOrganization}>Any organization</SelectItem>
                  {organizations.map((organization) => (
                    <SelectItem key={organization.id} value={organization.id}>
                      {organization.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
        {dateFields.map((date) => (
          <FilterInput key={date.name} control={form.control} type="date" {...date} />
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
