"use client";

import { useOnboardOrganizationMutation } from "@/lib/queries/admin/use-onboard-organization-mutation";

import { OnboardOrganizationForm } from "./onboard-organization-form";
import { OnboardingResult } from "./onboarding-result";

/** "Create organization": the form, then what was done, with the invitation links shown once. */
export function OnboardOrganization() {
  const onboard = useOnboardOrganizationMutation();
  if (onboard.data) return <OnboardingResult result={onboard.data} onAnother={() => onboard.reset()} />;
  return <OnboardOrganizationForm onCreate={onboard.mutateAsync} />;
}
