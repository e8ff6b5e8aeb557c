"use client";

import { Pencil } from "lucide-react";

import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { useCreateCrawlMutation } from "@/lib/queries/crawls/use-create-crawl-mutation";
import { useUpdateCrawlMutation } from "@/lib/queries/crawls/use-update-crawl-mutation";
import type { CrawlView } from "@/lib/schemas/console/crawls";

import { CrawlForm } from "./crawl-form";
import { crawlFormDefaults } from "./crawl-form-schema";

type Scope = { organizationId: string; agentId: string };

const dialogClassName = "max-h-[90vh] overflow-y-auto sm:max-w-2xl";

/** "New crawl": the form in a dialog, closed once the crawl exists. Nothing is fetched until it runs. */
export function CreateCrawlDialog({ organizationId, agentId, triggerLabel = "New crawl" }: Scope & { triggerLabel?: string }) {
  const create = useCreateCrawlMutation(organizationId, agentId);
  return (
    <FormDialog
      triggerLabel={triggerLabel}
      title="New crawl"
      description="A website whose pages the agent learns from. Nothing is fetched until you run it or its schedule comes round."
      className={dialogClassName}
    >
      {(close) => (
        <CrawlForm
          defaultValues={crawlFormDefaults()}
          submitLabel="Create crawl"
          onSave={async (body) => {
            await create.mutateAsync(body);
            close();
          }}
        />
      )}
    </FormDialog>
  );
}

/** "Edit": the crawl's settings in a dialog, closed once saved. A crawl in progress keeps the settings it started with. */
export function EditCrawlDialog({ organizationId, agentId, crawl }: Scope & { crawl: CrawlView }) {
  const update = useUpdateCrawlMutation(organizationId, agentId);
  return (
    <FormDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Edit the crawl of ${crawl.url}`}>
          <Pencil aria-hidden="true" />
        </Button>
      }
      title="Edit the crawl"
      description={`Changes apply from the next crawl of ${crawl.url}; one in progress keeps the settings it started with.`}
      className={dialogClassName}
    >
      {(close) => (
        <CrawlForm
          defaultValues={crawlFormDefaults(crawl)}
          submitLabel="Save changes"
          onSave={async (body) => {
            await update.mutateAsync({ crawlId: crawl.id, body });
            close();
          }}
        />
      )}
    </FormDialog>
  );
}
