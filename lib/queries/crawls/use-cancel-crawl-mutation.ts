"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { cancelCrawl } from "@/lib/console/contract/crawls";
import type { CrawlView } from "@/lib/schemas/console/crawls";

import { callConsole } from "../call-console";
import { withCrawl } from "./crawl-cache";
import { crawlKeys } from "./keys";

/** Asks the crawl in progress to stop; it is cancelled within a second, keeping the pages already indexed. */
export function useCancelCrawlMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  const listKey = crawlKeys.list(organizationId, agentId);
  return useMutation({
    mutationFn: async (crawlId: string) => callConsole(cancelCrawl, { params: { organizationId, agentId, crawlId } }),
    onSuccess: async (cancelled) => {
      toast.success(`Cancelling the crawl of ${cancelled.url}.`);
      queryClient.setQueryData<CrawlView[]>(listKey, (list) => withCrawl(list, cancelled));
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
