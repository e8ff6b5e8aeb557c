"use client";

import type { Control } from "react-hook-form";

import { SelectField } from "@/components/ui/select-field";
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
    <SelectField
      control={control}
      name="region"
      label="Region"
      options={regionOptions}
      onChosen={(region) => onChanged(region as AdminRegion)}
      description="Keys do not cross regions: the organization and its agents stay in this one."
    />
  );
}
