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
import { useConnectSuperAdminKeyMutation, type ConnectSuperAdminKeyInput } from "@/lib/queries/console-settings/use-connect-super-admin-key-mutation";
import { regions } from "@/lib/regions";
import { connectSuperAdminKeyBody } from "@/lib/schemas/console/keys";

import { regionLabels } from "./settings-labels";

type FormInput = z.input<typeof connectSuperAdminKeyBody>;
const fieldNames = ["region", "key"] as const;
const regionOptions = regions.map((region) => ({ value: region, label: regionLabels[region] }));

/** Connects (or replaces) the super-admin key of a region; a key the API refuses is marked on its field. */
export function ConnectSuperAdminKeyForm({ onConnected }: { onConnected: () => void }) {
  const connect = useConnectSuperAdminKeyMutation();
  const form = useForm<FormInput, unknown, ConnectSuperAdminKeyInput>({
    resolver: zodResolver(connectSuperAdminKeyBody),
    defaultValues: { region: "us", key: "" },
  });

  async function onSubmit(values: ConnectSuperAdminKeyInput) {
    try {
      await connect.mutateAsync(values);
      onConnected();
    } catch (error) {
      showRequestError(form, error, fieldNames);
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate>
        <FormServerError message={form.formState.errors.root?.server?.message} />
        <SelectField control={form.control} name="region" label="Region" options={regionOptions} />
        <TextField
          control={form.control}
          name="key"
          label="Super-admin key"
          type="password"
          isCode
          description="Replaces the region's current super-admin key once the AI Agent API accepts it."
        />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner label="Checking the key" /> : null}
          Connect key
        </Button>
      </form>
    </Form>
  );
}
