"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { cancelCrawl, listCrawls } from "@/lib/console/contract/crawls";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { CrawlView } from "@/lib/schemas/console/crawls";

import { callConsole } from "../call-console";
import { withCrawl } from "./crawl-cache";

/** Asks the crawl in progress to stop; it is cancelled within a second, keeping the pages already indexed. */
export function useCancelCrawlMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  const listKey = consoleQueryKey(listCrawls, { params: { organizationId, agentId } });
  return useMutation({
    mutationFn: async (crawlId: string) => callConsole(cancelCrawl, { params: { organizationId, agentId, crawlId } }),
    onSuccess: async (cancelled) => {
      toast.success(`Cancelling the crawl of ${cancelled.url}.`);
      queryClient.setQueryData<CrawlView[]>(listKey, (list) => withCrawl(list, cancelled));
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
