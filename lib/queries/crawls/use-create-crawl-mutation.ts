"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { createCrawl, listCrawls } from "@/lib/console/contract/crawls";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { CreateScrapingConfigBody } from "@/lib/schemas/agent-api/scraping";
import type { CrawlView } from "@/lib/schemas/console/crawls";

import { callConsole } from "../call-console";
import { withCrawl } from "./crawl-cache";

/** Adds a website to crawl for the agent. Errors are the form's to show, on its fields. */
export function useCreateCrawlMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  const listKey = consoleQueryKey(listCrawls, { params: { organizationId, agentId } });
  return useMutation({
    mutationFn: async (body: CreateScrapingConfigBody) => callConsole(createCrawl, { params: { organizationId, agentId }, body }),
    meta: { toastErrors: false },
    onSuccess: async (created) => {
      toast.success(`Added the crawl of ${created.url}.`);
      queryClient.setQueryData<CrawlView[]>(listKey, (list) => withCrawl(list, created));
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
