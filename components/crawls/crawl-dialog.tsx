"use client";

import { Pencil, Plus } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { useCreateCrawlMutation } from "@/lib/queries/crawls/use-create-crawl-mutation";
import { useUpdateCrawlMutation } from "@/lib/queries/crawls/use-update-crawl-mutation";
import type { CrawlView } from "@/lib/schemas/console/crawls";

import { CrawlForm } from "./crawl-form";
import { crawlFormDefaults } from "./crawl-form-schema";

type Scope = { organizationId: string; agentId: string };

/** "New crawl": the form in a dialog, closed once the crawl exists. Nothing is fetched until it runs. */
export function CreateCrawlDialog({ organizationId, agentId, triggerLabel = "New crawl" }: Scope & { triggerLabel?: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const create = useCreateCrawlMutation(organizationId, agentId);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>New crawl</DialogTitle>
          <DialogDescription>A website whose pages the agent learns from. Nothing is fetched until you run it or its schedule comes round.</DialogDescription>
        </DialogHeader>
        <CrawlForm
          defaultValues={crawlFormDefaults()}
          submitLabel="Create crawl"
          onSave={async (body) => {
            await create.mutateAsync(body);
            setIsOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/** "Edit": the crawl's settings in a dialog, closed once saved. A crawl in progress keeps the settings it started with. */
export function EditCrawlDialog({ organizationId, agentId, crawl }: Scope & { crawl: CrawlView }) {
  const [isOpen, setIsOpen] = useState(false);
  const update = useUpdateCrawlMutation(organizationId, agentId);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Edit the crawl of ${crawl.url}`}>
          <Pencil aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit the crawl</DialogTitle>
          <DialogDescription>Changes apply from the next crawl of {crawl.url}; one in progress keeps the settings it started with.</DialogDescription>
        </DialogHeader>
        <CrawlForm
          defaultValues={crawlFormDefaults(crawl)}
          submitLabel="Save changes"
          onSave={async (body) => {
            await update.mutateAsync({ crawlId: crawl.id, body });
            setIsOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
