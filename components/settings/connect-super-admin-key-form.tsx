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
import {
  useConnectSuperAdminKeyMutation,
  type ConnectSuperAdminKeyInput,
} from "@/lib/queries/console-settings/use-connect-super-admin-key-mutation";
import { regions } from "@/lib/regions";
import { connectSuperAdminKeyBody } from "@/lib/schemas/console/keys";

import { showRequestError } from "@/components/ui/form-request-error";
import { regionLabels } from "./settings-labels";

type FormInput = z.input<typeof connectSuperAdminKeyBody>;
const fieldNames = ["region", "key"] as const;

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
          name="region"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Region</FormLabel>
              <Select value={field.value} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {regions.map((region) => (
                    <SelectItem key={region} value={region}>
                      {regionLabels[region]}
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
          name="key"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Super-admin key</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="off" spellCheck={false} className="font-mono" {...field} />
              </FormControl>
              <FormDescription>Replaces the region&apos;s current super-admin key once the AI Agent API accepts it.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner label="Checking the key" /> : null}
          Connect key
        </Button>
      </form>
    </Form>
  );
}
