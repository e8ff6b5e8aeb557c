"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";

import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { useConnectKeyMutation } from "@/lib/queries/console-settings/use-connect-key-mutation";
import type { OrganizationOption } from "@/lib/queries/console-settings/use-organizations-query";
import { connectKeyBody } from "@/lib/schemas/console/keys";

import { showRequestError } from "@/components/ui/form-request-error";

const formSchema = connectKeyBody.extend({ organizationId: z.string().min(1, "Choose an organization.") });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const fieldNames = ["organizationId", "scope", "key", "label"] as const;

const scopeOptions = [
  { value: "organization", label: "Organization key" },
  { value: "agent", label: "Agent key" },
] as const;

/** Connects an organization's key or an agent's key; a key the API refuses is marked on its field. */
export function ConnectOrganizationKeyForm({ organizations, onConnected }: { organizations: OrganizationOption[]; onConnected: () => void }) {
  const connect = useConnectKeyMutation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { organizationId: organizations[0]?.id ?? "", scope: "organization", key: "", label: "" },
  });

  async function onSubmit({ label, ...values }: FormOutput) {
    try {
      await connect.mutateAsync({ ...values, label: label || undefined });
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
          name="organizationId"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Organization</FormLabel>
              <Select value={field.value} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger className="w-full">
                    <SelectValue placeholder="Choose an organization" />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
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
        <FormField
          control={form.control}
          name="scope"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Kind of key</FormLabel>
              <Select value={field.value} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {scopeOptions.map((option) => (
                    <SelectItem key={option.value} value={option.value}>
                      {option.label}
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
              <FormLabel>Key</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="off" spellCheck={false} className="font-mono" {...field} />
              </FormControl>
              <FormDescription>Checked with the AI Agent API, then stored encrypted. Only its fingerprint is shown again.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="label"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Label (optional)</FormLabel>
              <FormControl>
                <Input autoComplete="off" {...field} value={field.value ?? ""} />
              </FormControl>
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
