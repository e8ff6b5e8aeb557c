"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { AlertTriangle } from "lucide-react";
import { useForm } from "react-hook-form";

import { CheckboxField } from "@/components/agents/checkbox-field";
import { planRequestError } from "@/components/agents/form-request-error";
import { NumberField } from "@/components/agents/number-field";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
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
  const serverMessage = form.formState.errors.root?.server?.message;

  async function onSubmit(body: CreateScrapingConfigBody) {
    try {
      await onSave(body);
    } catch (error) {
      const plan = planRequestError(error, crawlFormFields);
      plan.fields.forEach(({ name, message }, index) => form.setError(name, { message }, { shouldFocus: index === 0 }));
      if (plan.message) form.setError("root.server", { message: plan.message });
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
        {serverMessage ? (
          <Alert variant="destructive">
            <AlertTriangle aria-hidden="true" />
            <AlertDescription>{serverMessage}</AlertDescription>
          </Alert>
        ) : null}
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
          description="Off, a crawl only reports what it found."
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
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? <Spinner label="Saving the crawl" /> : null}
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
