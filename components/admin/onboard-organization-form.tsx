"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { applyRequestErrorPlan, placeRequestError } from "@/components/ui/form-request-error";
import { FormServerError } from "@/components/ui/form-server-error";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { newEchoId } from "@/lib/console/inbox/echo-id";
import { useAdminSubscriptionsQuery } from "@/lib/queries/admin/use-admin-subscriptions-query";
import { ConsoleRequestError } from "@/lib/queries/console-fetch";
import { onboardOrganizationBody, type OnboardedOrganization, type OnboardOrganizationBody, type OnboardOrganizationInput } from "@/lib/schemas/console/admin";

import { InvitedUsersField } from "./invited-users-field";
import { onboardingErrorField } from "./onboarding-error-fields";
import { onboardingIssueMessage } from "./onboarding-issue-message";
import { RegionField } from "./region-field";
import { SubscriptionField } from "./subscription-field";

const defaults: OnboardOrganizationInput = {
  name: "",
  region: "us",
  licenseKey: "",
  subscriptionId: "",
  users: [{ email: "", role: "owner" }],
  endedAt: undefined,
};

type Props = { onCreate: (body: OnboardOrganizationBody) => Promise<OnboardedOrganization> };

/**
 * A new organization: name, region, license key, subscription (with its end date unless it is a trial)
 * and invited users. The shared schema checks it before anything is sent; the API's refusals land on
 * the fields they are about, or above the form. A failed try keeps what was typed, and every try carries
 * the same attempt id, so sending it again never creates the organization twice; when the API never said
 * whether a try created it, creating it again needs the super admin's word.
 */
export function OnboardOrganizationForm({ onCreate }: Props) {
  const form = useForm<OnboardOrganizationInput, unknown, OnboardOrganizationBody>({
    resolver: zodResolver(onboardOrganizationBody, { error: onboardingIssueMessage }),
    defaultValues: defaults,
    mode: "onTouched",
  });
  const { control } = form;
  const region = useWatch({ control, name: "region" });
  const subscriptionId = useWatch({ control, name: "subscriptionId" });
  const subscriptions = useAdminSubscriptionsQuery({ region });
  const chosen = subscriptions.data?.find((subscription) => subscription.id === subscriptionId);
  const hasEndDate = chosen !== undefined && !chosen.isTrial;
  const [attemptId] = useState(newEchoId);
  const [unknownOutcome, setUnknownOutcome] = useState<string>();

  async function create(values: OnboardOrganizationBody, isRepeatConfirmed: boolean) {
    setUnknownOutcome(undefined);
    try {
      await onCreate({ ...values, endedAt: hasEndDate ? values.endedAt : undefined, attemptId, isRepeatConfirmed });
    } catch (error) {
      if (error instanceof ConsoleRequestError && error.code === "ONBOARDING_OUTCOME_UNKNOWN") {
        setUnknownOutcome(error.message);
        return;
      }
      applyRequestErrorPlan(
        form,
        placeRequestError(error, (path, message) => {
          const name = onboardingErrorField(path);
          return name ? { name, message } : undefined;
        }),
      );
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((values) => create(values, false))} className="grid max-w-3xl gap-6" noValidate aria-label="Create organization">
        <FormServerError message={form.formState.errors.root?.server?.message} />
        {unknownOutcome ? (
          <Alert variant="warning">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>The organization may exist already</AlertTitle>
            <AlertDescription>
              <p>{unknownOutcome}</p>
              <Button
                type="button"
                size="sm"
                variant="outline"
                className="mt-2"
                disabled={form.formState.isSubmitting}
                onClick={form.handleSubmit((values) => create(values, true))}
              >
                Create it again anyway
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={control} name="name" label="Organization name" description="Up to 255 characters." />
          <RegionField
            control={control}
            onChanged={() => {
              form.setValue("subscriptionId", "");
              form.setValue("endedAt", undefined);
            }}
          />
          <TextField
            control={control}
            name="licenseKey"
            label="License key"
            description="The license your AI Agent API provider issued for this organization, usually a UUID; the API requires one to create it. It is not an API key and opens nothing."
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SubscriptionField
            control={control}
            subscriptions={subscriptions.data}
            isLoading={subscriptions.isPending}
            loadError={subscriptions.error?.message}
            onChosen={(subscription) => {
              if (!subscription || subscription.isTrial) form.setValue("endedAt", undefined);
            }}
          />
          {hasEndDate ? (
            <TextField
              control={control}
              name="endedAt"
              type="date"
              isEmptyUnset
              label="Subscription end date (optional)"
              description="The last day of the subscription. Leave it empty for no end date."
            />
          ) : null}
        </div>
        <InvitedUsersField control={control} />
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? <Spinner label="Creating the organization" /> : null}
            Create organization
          </Button>
        </div>
      </form>
    </Form>
  );
}
