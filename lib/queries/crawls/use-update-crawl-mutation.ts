"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { listCrawls, updateCrawl } from "@/lib/console/contract/crawls";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { UpdateScrapingConfigBody } from "@/lib/schemas/agent-api/scraping";
import type { CrawlView } from "@/lib/schemas/console/crawls";

import { callConsole } from "../call-console";
import { withCrawl } from "./crawl-cache";

export type UpdateCrawlInput = { crawlId: string; body: UpdateScrapingConfigBody };

/** Saves changes to a crawl's settings. Errors are the form's to show, on its fields. */
export function useUpdateCrawlMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  const listKey = consoleQueryKey(listCrawls, { params: { organizationId, agentId } });
  return useMutation({
    mutationFn: async ({ crawlId, body }: UpdateCrawlInput) => callConsole(updateCrawl, { params: { organizationId, agentId, crawlId }, body }),
    meta: { toastErrors: false },
    onSuccess: async (updated) => {
      toast.success(`Saved the crawl of ${updated.url}.`);
      queryClient.setQueryData<CrawlView[]>(listKey, (list) => withCrawl(list, updated));
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
