"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert } from "lucide-react";
import { useForm, useWatch, type Path } from "react-hook-form";

import { FormSection } from "@/components/agents/form-section";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Form } from "@/components/ui/form";
import { formIssueMessage } from "@/components/ui/form-issue-message";
import { FormServerError } from "@/components/ui/form-server-error";
import { useNow } from "@/components/ui/use-now";
import { useUnsavedChangesGuard } from "@/components/ui/use-unsaved-changes-guard";
import { liveChatAvailability } from "@/lib/live-chat/availability";
import { contrastWarning } from "@/lib/live-chat/contrast";
import { ConsoleRequestError } from "@/lib/queries/console-fetch";
import { useLiveChatAvatarUpload } from "@/lib/queries/live-chat/use-live-chat-avatar-upload";
import { useUpdateLiveChatMutation } from "@/lib/queries/live-chat/use-update-live-chat-mutation";
import { businessHours, liveChatConfigBody } from "@/lib/schemas/agent-api/live-chat";
import type { LiveChatView } from "@/lib/schemas/console/live-chat";

import { AutoArchiveFields } from "./auto-archive-fields";
import { AvatarField } from "./avatar-field";
import { BusinessHoursFields } from "./business-hours-fields";
import { ColourField } from "./colour-field";
import {
  liveChatFormValues,
  newBusinessHours,
  placeFieldErrors,
  previewAvatarSource,
  type LiveChatFormOutput,
  type LiveChatFormValues,
} from "./live-chat-form-values";
import { LiveChatOffState } from "./live-chat-off-state";
import { LiveChatSaveBar } from "./live-chat-save-bar";
import { SettingSwitch } from "./setting-switch";
import { WidgetFields } from "./widget-fields";
import { WidgetPreview } from "./widget-preview";

const defaultOutsideHoursMessage = businessHours.shape.outsideHoursMessage.parse(undefined);
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

type Props = { organizationId: string; agentId: string; saved: LiveChatView };

/**
 * The agent's live-chat widget: its settings beside a preview that follows every keystroke. Saved as a
 * whole; the API's refusals land on the fields.
 */
export function LiveChatForm({ organizationId, agentId, saved }: Props) {
  const update = useUpdateLiveChatMutation(organizationId, agentId);
  const avatar = useLiveChatAvatarUpload(organizationId, agentId);
  const form = useForm<LiveChatFormValues, unknown, LiveChatFormOutput>({
    resolver: zodResolver(liveChatConfigBody, { error: formIssueMessage }),
    defaultValues: liveChatFormValues(saved),
    mode: "onTouched",
  });
  // The whole form, as typed so far: the preview follows it.
  const values = useWatch({ control: form.control }) as LiveChatFormValues;
  const now = useNow(60_000);
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChangesGuard(isDirty, "the live chat settings");

  const uploaded = avatar.upload.stage === "done" ? avatar.upload : undefined;
  const avatarSource = previewAvatarSource(values, saved, uploaded);
  const warning = contrastWarning(values.color ?? "", values.textColor ?? "");
  const set = <Name extends Path<LiveChatFormValues>>(name: Name, value: LiveChatFormValues[Name & keyof LiveChatFormValues] | null) =>
    form.setValue(name, value as never, { shouldDirty: true, shouldTouch: true });

  async function onSubmit(body: LiveChatFormOutput) {
    try {
      form.reset(liveChatFormValues(await update.mutateAsync(body)));
    } catch (error) {
      const placement =
        error instanceof ConsoleRequestError ? placeFieldErrors(error.fields, error.message) : { fields: [], message: "Something went wrong. Try again." };
      placement.fields.forEach(({ path, message }, index) => form.setError(path as Path<LiveChatFormValues>, { message }, { shouldFocus: index === 0 }));
      if (placement.message) form.setError("root.server", { message: placement.message });
    }
  }

  async function handleAvatarFile(file: File) {
    const storagePath = await avatar.start(file);
    if (!storagePath) return;
    set("avatarStoragePath", storagePath);
    set("avatarUrl", null);
    form.clearErrors(["avatarStoragePath", "avatarUrl"]);
  }

  function handleAvatarRemove() {
    avatar.clear();
    set("avatarStoragePath", null);
    set("avatarUrl", null);
  }

  function handleDiscard() {
    avatar.clear();
    form.reset();
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-6" noValidate aria-label="Live chat settings">
        <FormServerError message={form.formState.errors.root?.server?.message} />
        <div className="rounded-lg border p-4 sm:p-6">
          <SettingSwitch
            label="Live chat"
            description={values.enabled ? "Visitors of your site see the chat widget." : "Visitors see no chat widget."}
            isChecked={Boolean(values.enabled)}
            onChange={(isOn) => set("enabled", isOn)}
          />
        </div>
        {values.enabled ? (
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(300px,380px)]">
            <div className="grid gap-6">
              <FormSection title="Widget" description="What the widget says, and where it sits on the page.">
                <WidgetFields control={form.control} />
              </FormSection>
              <FormSection title="Colours" description="The header, the launcher and the visitor's messages use them.">
                <div className="grid gap-4 sm:grid-cols-2">
                  <ColourField control={form.control} name="color" label="Header colour" />
                  <ColourField control={form.control} name="textColor" label="Header text colour" />
                </div>
                <div aria-live="polite">
                  {warning ? (
                    <Alert variant="warning" role="note">
                      <TriangleAlert aria-hidden="true" />
                      <AlertDescription>{warning}</AlertDescription>
                    </Alert>
                  ) : null}
                </div>
              </FormSection>
              <FormSection title="Avatar" description="The picture in the widget's header.">
                <AvatarField control={form.control} upload={avatar.upload} imageSource={avatarSource} onFile={handleAvatarFile} onRemove={handleAvatarRemove} />
              </FormSection>
              <FormSection
                title="Business hours"
                description="When your team answers. Outside these hours the widget says so, and a request for a person is answered that nobody is available instead of waiting in the inbox."
              >
                <SettingSwitch
                  label="Answer only during business hours"
                  description={values.businessHours ? "The widget follows the hours below." : "Off: the chat is staffed at all times."}
                  isChecked={Boolean(values.businessHours)}
                  onChange={(isOn) => set("businessHours", isOn ? newBusinessHours(browserTimeZone(), defaultOutsideHoursMessage) : null)}
                />
                {values.businessHours ? <BusinessHoursFields control={form.control} /> : null}
              </FormSection>
            </div>
            <div className="lg:sticky lg:top-4">
              <WidgetPreview values={values} avatarSource={avatarSource} availability={liveChatAvailability(values, now)} />
            </div>
          </div>
        ) : (
          <LiveChatOffState onTurnOn={() => set("enabled", true)} />
        )}
        <FormSection title="Idle conversations" description="Applies to every conversation of the agent, in the widget or through the API.">
          <AutoArchiveFields control={form.control} minutes={values.autoArchiveAfterMinutes} onChange={(minutes) => set("autoArchiveAfterMinutes", minutes)} />
        </FormSection>
        <LiveChatSaveBar
          isDirty={isDirty}
          isSubmitting={isSubmitting}
          isBlocked={avatar.upload.stage === "uploading"}
          savedAt={saved.updatedAt}
          onDiscard={handleDiscard}
        />
      </form>
    </Form>
  );
}
