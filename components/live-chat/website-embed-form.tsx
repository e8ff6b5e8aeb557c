"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CircleDot } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { formIssueMessage } from "@/components/ui/form-issue-message";
import { applyRequestErrorPlan, placeRequestError } from "@/components/ui/form-request-error";
import { FormServerError } from "@/components/ui/form-server-error";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { Timestamp } from "@/components/ui/timestamp";
import { useUnsavedChangesGuard } from "@/components/ui/use-unsaved-changes-guard";
import { useUpdateWidgetSettingsMutation } from "@/lib/queries/widget-settings/use-update-widget-settings-mutation";
import { widgetSettingsBody, type PreChatFormMode, type WidgetSettingsBody, type WidgetSettingsView } from "@/lib/schemas/widget";

import { widgetFormFieldOf } from "./website-origins";
import { WebsiteOriginsField } from "./website-origins-field";

type Values = { allowedOrigins: string[]; preChatForm: PreChatFormMode };

const preChatFormOptions: { value: PreChatFormMode; label: string }[] = [
  { value: "off", label: "Off" },
  { value: "optional", label: "Optional (name and email)" },
  { value: "required", label: "Required (name and email)" },
];

const valuesOf = (view: WidgetSettingsView): Values => ({ allowedOrigins: view.allowedOrigins, preChatForm: view.preChatForm });

type Props = { organizationId: string; agentId: string; saved: WidgetSettingsView };

/** Where the chat may be embedded and whether visitors are asked who they are: saved on its own, apart from the rest of the tab. */
export function WebsiteEmbedForm({ organizationId, agentId, saved }: Props) {
  const update = useUpdateWidgetSettingsMutation(organizationId, agentId);
  const form = useForm<Values, unknown, WidgetSettingsBody>({
    resolver: zodResolver(widgetSettingsBody, { error: formIssueMessage }),
    defaultValues: valuesOf(saved),
  });
  const origins = useWatch({ control: form.control, name: "allowedOrigins" });
  const { isDirty, isSubmitting, errors } = form.formState;
  useUnsavedChangesGuard(isDirty, "the website settings");

  function handleOriginsChange(next: string[]) {
    // A listed origin's error names its place in the list, which has changed.
    form.clearErrors("allowedOrigins");
    form.setValue("allowedOrigins", next, { shouldDirty: true });
  }

  async function onSubmit(body: WidgetSettingsBody) {
    try {
      form.reset(valuesOf(await update.mutateAsync(body)));
    } catch (error) {
      const plan = placeRequestError(error, (path, message) => {
        const name = widgetFormFieldOf(path);
        return name ? { name, message } : undefined;
      });
      applyRequestErrorPlan(form, plan);
    }
  }

  const originErrors = errors.allowedOrigins;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-6" noValidate aria-label="Website settings">
        <FormServerError message={errors.root?.server?.message} />
        <WebsiteOriginsField
          origins={origins}
          onChange={handleOriginsChange}
          errorAt={(index) => originErrors?.[index]?.message}
          listError={originErrors?.message ?? originErrors?.root?.message}
        />
        <div className="max-w-sm">
          <SelectField
            control={form.control}
            name="preChatForm"
            label="Ask visitors who they are"
            options={preChatFormOptions}
            description="Before the chat starts, the widget can ask for a name and an email, which your team then sees."
          />
        </div>
        <div className="flex flex-wrap items-center justify-end gap-2 border-t pt-4">
          <p className="mr-auto flex items-center gap-2 text-sm" role="status">
            {isDirty ? (
              <>
                <CircleDot className="size-4 text-warning" aria-hidden="true" />
                <span className="font-medium">Unsaved website settings</span>
              </>
            ) : (
              <span className="text-muted-foreground">
                {saved.updatedAt ? (
                  <>
                    Website settings saved <Timestamp value={saved.updatedAt} empty="" />
                  </>
                ) : (
                  "Never saved: no website can show the chat."
                )}
              </span>
            )}
          </p>
          <Button type="submit" disabled={!isDirty || isSubmitting}>
            {isSubmitting ? <Spinner label="Saving the website settings" /> : null}
            Save website settings
          </Button>
        </div>
      </form>
    </Form>
  );
}
