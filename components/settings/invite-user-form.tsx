"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { consoleRoleLabels, type ConsoleRole } from "@/lib/console/roles";
import type { InviteUserInput } from "@/lib/queries/console-settings/use-invite-user-mutation";
import type { OrganizationOption } from "@/lib/queries/console-settings/use-organizations-query";
import { inviteUserBody } from "@/lib/schemas/console/users";

import { showRequestError } from "@/components/ui/form-request-error";
import { assignableRoles } from "./user-row-actions";

type FormInput = z.input<typeof inviteUserBody>;
const noOrganization = "none";
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

  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate>
        {serverError ? (
          <Alert variant="destructive">
            <AlertDescription>{serverError}</AlertDescription>
          </Alert>
        ) : null}
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input type="email" autoComplete="off" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Name (optional)</FormLabel>
              <FormControl>
                <Input autoComplete="off" {...field} value={field.value ?? ""} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="role"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Role</FormLabel>
              <Select value={field.value} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {assignableRoles(viewerRole).map((role) => (
                    <SelectItem key={role} value={role}>
                      {consoleRoleLabels[role]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="organizationId"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Organization</FormLabel>
              <Select
                value={field.value ?? noOrganization}
                onValueChange={(value) => field.onChange(value === noOrganization ? undefined : value)}
              >
                <FormControl>
                  <SelectTrigger className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {canInviteWithoutOrganization ? <SelectItem value={noOrganization}>No organization</SelectItem> : null}
                  {organizations.map((organization) => (
                    <SelectItem key={organization.id} value={organization.id}>
                      {organization.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormDescription>They see this organization&apos;s agents, conversations and usage.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner label="Creating the invitation" /> : null}
          Create invitation
        </Button>
      </form>
    </Form>
  );
}
