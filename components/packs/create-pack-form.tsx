"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";

import { Form } from "@/components/ui/form";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { formIssueMessage } from "@/components/ui/form-issue-message";
import { showRequestError } from "@/components/ui/form-request-error";
import { FormServerError } from "@/components/ui/form-server-error";
import { packHref } from "@/lib/queries/packs/pack-hrefs";
import { useCreatePackMutation } from "@/lib/queries/packs/use-create-pack-mutation";

import { PackFields } from "./pack-fields";
import { newPackFormValues, packFormFieldNames, packFormSchema, type PackFormOutput, type PackFormValues } from "./pack-form-values";

/** A new pack: name, description and instructions. The API's refusals land on the fields; a created pack opens. */
export function CreatePackForm({ organizationId, onCreated }: { organizationId: string; onCreated: () => void }) {
  const create = useCreatePackMutation(organizationId);
  const router = useRouter();
  const form = useForm<PackFormValues, unknown, PackFormOutput>({
    resolver: zodResolver(packFormSchema, { error: formIssueMessage }),
    defaultValues: newPackFormValues(),
    mode: "onTouched",
  });

  async function onSubmit(values: PackFormOutput) {
    try {
      const created = await create.mutateAsync(values);
      onCreated();
      router.push(packHref(created.id));
    } catch (error) {
      showRequestError(form, error, packFormFieldNames);
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
        <FormServerError message={form.formState.errors.root?.server?.message} />
        <PackFields control={form.control} />
        <FormDialogFooter submitLabel="Create pack" pendingLabel="Creating the pack" />
      </form>
    </Form>
  );
}
