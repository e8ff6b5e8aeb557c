"use client";

import type { Control } from "react-hook-form";

import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { AdminRegion, OnboardOrganizationBody, OnboardOrganizationInput } from "@/lib/schemas/console/admin";

import { regionOptions } from "./admin-labels";

type Props = {
  control: Control<OnboardOrganizationInput, unknown, OnboardOrganizationBody>;
  /** Another region has other subscriptions: the form forgets the chosen one. */
  onChanged: (region: AdminRegion) => void;
};

/** Where the organization lives: the console creates it with that region's super-admin key and base URL. */
export function RegionField({ control, onChanged }: Props) {
  return (
    <FormField
      control={control}
      name="region"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Region</FormLabel>
          <Select
            value={field.value}
            onValueChange={(value) => {
              field.onChange(value);
              onChanged(value as AdminRegion);
            }}
            name={field.name}
          >
            <FormControl>
              <SelectTrigger className="w-full" ref={field.ref} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {regionOptions.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormDescription>Keys do not cross regions: the organization and its agents stay in this one.</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
