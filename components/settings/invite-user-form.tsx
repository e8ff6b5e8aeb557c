"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { showRequestError } from "@/components/ui/form-request-error";
import { FormServerError } from "@/components/ui/form-server-error";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { consoleRoleLabels, type ConsoleRole } from "@/lib/console/users/roles";
import type { InviteUserInput } from "@/lib/queries/console-settings/use-invite-user-mutation";
import type { OrganizationOption } from "@/lib/queries/console-settings/use-organizations-query";
import { inviteUserBody } from "@/lib/schemas/console/users";

import { organizationOptions } from "./organization-labels";
import { assignableRoles } from "./user-row-actions";

type FormInput = z.input<typeof inviteUserBody>;
const noOrganization = { value: "none", label: "No organization" };
const fieldNames = ["email", "name", "role", "organizationId"] as const;

type Props = {
  viewerRole: ConsoleRole;
  organizations: OrganizationOption[];
  onInvite: (input: InviteUserInput) => Promise<unknown>;
};

/** Who to invite, with which role and into which organization; the API's refusals land on the fields. */
export function InviteUserForm({ viewerRole, organizations, onInvite }: Props) {
  const form = useForm<FormInput, unknown, InviteUserInput>({
    resolver: zodResolver(inviteUserBody),
    defaultValues: { email: "", name: "", role: "operator", organizationId: organizations[0]?.id },
  });
  const canInviteWithoutOrganization = viewerRole === "superadmin";

  async function onSubmit(values: InviteUserInput) {
    try {
      await onInvite(values);
    } catch (error) {
      showRequestError(form, error, fieldNames);
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate>
        <FormServerError message={form.formState.errors.root?.server?.message} />
        <TextField control={form.control} name="email" label="Email" type="email" />
        <TextField control={form.control} name="name" label="Name (optional)" />
        <SelectField
          control={form.control}
          name="role"
          label="Role"
          options={assignableRoles(viewerRole).map((role) => ({ value: role, label: consoleRoleLabels[role] }))}
        />
        <SelectField
          control={form.control}
          name="organizationId"
          label="Organization"
          noChoice={canInviteWithoutOrganization ? noOrganization : undefined}
          isEmptyUnset
          options={organizationOptions(organizations)}
          description="They see this organization's agents, conversations and usage."
        />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner label="Creating the invitation" /> : null}
          Create invitation
        </Button>
      </form>
    </Form>
  );
}
