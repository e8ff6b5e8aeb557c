"use client";

import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useWatch, type Control } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { FormField, FormItem } from "@/components/ui/form";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { consoleRoleForPlatformRole, platformRoleLabels, type PlatformRole } from "@/lib/console/users/platform-roles";
import { consoleRoleLabels } from "@/lib/console/users/roles";
import { platformRoles } from "@/lib/schemas/agent-api/organizations";
import type { OnboardOrganizationBody, OnboardOrganizationInput } from "@/lib/schemas/console/admin";

type FormControlOf = Control<OnboardOrganizationInput, unknown, OnboardOrganizationBody>;

const platformRoleOptions = platformRoles.map((role) => ({ value: role, label: platformRoleLabels[role] }));
const consoleRoleOf = (role: PlatformRole | undefined) => (role ? consoleRoleLabels[consoleRoleForPlatformRole(role)] : "—");

function InvitedUserRow({ control, index, onRemove, canRemove }: { control: FormControlOf; index: number; onRemove: () => void; canRemove: boolean }) {
  const role = useWatch({ control, name: `users.${index}.role` });
  return (
    <li className="grid items-start gap-2 sm:grid-cols-[minmax(0,1fr)_14rem_auto]">
      <TextField control={control} name={`users.${index}.email`} label={`User ${index + 1} email`} type="email" />
      <SelectField
        control={control}
        name={`users.${index}.role`}
        label={`User ${index + 1} role`}
        options={platformRoleOptions}
        description={`Console role: ${consoleRoleOf(role)}`}
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
        The API invites them into the organization; the console gives each a one-time invitation link. Owners and admins become organization admins, copilot
        roles operators, users viewers. At least one owner is required.
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
