"use client";

import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useWatch, type Control } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { consoleRoleForPlatformRole, platformRoleLabels, type PlatformRole } from "@/lib/console/platform-roles";
import { consoleRoleLabels } from "@/lib/console/roles";
import { platformRoles } from "@/lib/schemas/agent-api/organizations";
import type { OnboardOrganizationBody, OnboardOrganizationInput } from "@/lib/schemas/console/admin";

type FormControlOf = Control<OnboardOrganizationInput, unknown, OnboardOrganizationBody>;

const consoleRoleOf = (role: PlatformRole | undefined) => (role ? consoleRoleLabels[consoleRoleForPlatformRole(role)] : "—");

function InvitedUserRow({ control, index, onRemove, canRemove }: { control: FormControlOf; index: number; onRemove: () => void; canRemove: boolean }) {
  const role = useWatch({ control, name: `users.${index}.role` });
  return (
    <li className="grid items-start gap-2 sm:grid-cols-[minmax(0,1fr)_14rem_auto]">
      <FormField
        control={control}
        name={`users.${index}.email`}
        render={({ field }) => (
          <FormItem>
            <FormLabel>User {index + 1} email</FormLabel>
            <FormControl>
              <Input type="email" autoComplete="off" {...field} value={field.value ?? ""} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name={`users.${index}.role`}
        render={({ field }) => (
          <FormItem>
            <FormLabel>User {index + 1} role</FormLabel>
            <Select value={field.value} onValueChange={field.onChange} name={field.name}>
              <FormControl>
                <SelectTrigger className="w-full" ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {platformRoles.map((option) => (
                  <SelectItem key={option} value={option}>
                    {platformRoleLabels[option]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FormDescription>Console role: {consoleRoleOf(role)}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <Button type="button" variant="ghost" size="icon" className="sm:mt-6" aria-label={`Remove user ${index + 1}`} onClick={onRemove} disabled={!canRemove}>
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

/** The users the organization invites: one email and API role a row, with the console role each will get. */
export function InvitedUsersField({ control }: { control: FormControlOf }) {
  const rows = useFieldArray({ control, name: "users" });
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium">Invited users</legend>
      <p className="text-sm text-muted-foreground">
        The API invites them into the organization; the console gives each a one-time invitation link. Owners and admins become organization
        admins, copilot roles operators, users viewers. At least one owner is required.
      </p>
      <ul className="grid gap-3">
        {rows.fields.map((row, index) => (
          <InvitedUserRow key={row.id} control={control} index={index} onRemove={() => rows.remove(index)} canRemove={rows.fields.length > 1} />
        ))}
      </ul>
      <FormField
        control={control}
        name="users"
        render={({ fieldState }) =>
          fieldState.error?.message || fieldState.error?.root?.message ? (
            <FormItem>
              <p role="alert" className="text-sm text-destructive">
                {fieldState.error.message ?? fieldState.error.root?.message}
              </p>
            </FormItem>
          ) : (
            <></>
          )
        }
      />
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => rows.append({ email: "", role: "user" })}>
        <Plus aria-hidden="true" />
        Add user
      </Button>
    </fieldset>
  );
}
