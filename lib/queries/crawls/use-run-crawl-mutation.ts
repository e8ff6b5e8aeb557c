"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { listCrawls, runCrawl } from "@/lib/console/contract/crawls";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { CrawlView } from "@/lib/schemas/console/crawls";

import { callConsole } from "../call-console";
import { withCrawl } from "./crawl-cache";

/** Starts a crawl now; the list shows it queued at once and follows it while it runs. */
export function useRunCrawlMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  const listKey = consoleQueryKey(listCrawls, { params: { organizationId, agentId } });
  return useMutation({
    mutationFn: async (crawlId: string) => callConsole(runCrawl, { params: { organizationId, agentId, crawlId } }),
    onSuccess: async (started) => {
      toast.success(`Started crawling ${started.url}.`);
      queryClient.setQueryData<CrawlView[]>(listKey, (list) => withCrawl(list, started));
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
