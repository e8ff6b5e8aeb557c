"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";

import { CheckboxField } from "@/components/agents/checkbox-field";
import { NumberField } from "@/components/agents/number-field";
import { Form } from "@/components/ui/form";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { showRequestError } from "@/components/ui/form-request-error";
import { FormServerError } from "@/components/ui/form-server-error";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { scrapingLimits, type CreateScrapingConfigBody } from "@/lib/schemas/agent-api/scraping";

import { crawlFormFields, crawlFormSchema, type CrawlFormValues } from "./crawl-form-schema";
import { frequencyOptions } from "./crawl-labels";

type Props = {
  defaultValues: CrawlFormValues;
  submitLabel: string;
  /** Saves the body; a failure it throws lands on the form's fields. */
  onSave: (body: CreateScrapingConfigBody) => Promise<unknown>;
};

/** A website to crawl: where it starts, how far it goes, when it runs again, and which pages it keeps to. */
export function CrawlForm({ defaultValues, submitLabel, onSave }: Props) {
  const form = useForm<CrawlFormValues, unknown, CreateScrapingConfigBody>({
    resolver: zodResolver(crawlFormSchema),
    defaultValues,
    mode: "onTouched",
  });
  const { control } = form;
  const isAddingToKnowledge = useWatch({ control, name: "autoUpload" });

  async function onSubmit(body: CreateScrapingConfigBody) {
    try {
      await onSave(body);
    } catch (error) {
      showRequestError(form, error, crawlFormFields);
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
        <FormServerError message={form.formState.errors.root?.server?.message} />
        <TextField
          control={control}
          name="url"
          label="Start URL"
          type="url"
          placeholder="https://docs.example.com/"
          description="The crawl starts here and stays on this host (and the hosts you allow below)."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            control={control}
            name="pageLimit"
            label="Page limit"
            min={scrapingLimits.pageLimit.min}
            max={scrapingLimits.pageLimit.max}
            step={1}
            description="Most pages one crawl takes on, 1 to 1,000."
          />
          <NumberField
            control={control}
            name="maxDepth"
            label="Link depth"
            min={scrapingLimits.maxDepth.min}
            max={scrapingLimits.maxDepth.max}
            step={1}
            description="How many links away from the start URL, 0 to 10. 0 crawls the start page only."
          />
        </div>
        <SelectField
          control={control}
          name="frequency"
          label="Schedule"
          options={frequencyOptions}
          description="A scheduled crawl runs again a day, a week or a month after the previous one finished."
        />
        <CheckboxField
          control={control}
          name="autoUpload"
          label="Add the pages to the agent's knowledge"
          description={
            isAddingToKnowledge
              ? "On: the agent answers from the text of each page the crawl fetches."
              : "Off: a crawl only reports the pages it finds; the agent does not answer from them."
          }
        />
        <TextField
          control={control}
          name="includePaths"
          label="Only these paths (optional)"
          rows={2}
          placeholder="/docs/*"
          description="One path a line; * matches anything. Empty: every page of the site. The start URL is always crawled."
        />
        <TextField control={control} name="excludePaths" label="Never these paths (optional)" rows={2} placeholder="/blog/*" description="One path a line." />
        <TextField
          control={control}
          name="allowedHosts"
          label="Other hosts allowed (optional)"
          rows={2}
          placeholder="help.example.com"
          description="One host a line, which links and redirects may lead to."
        />
        <FormDialogFooter submitLabel={submitLabel} pendingLabel="Saving the crawl" />
      </form>
    </Form>
  );
}
