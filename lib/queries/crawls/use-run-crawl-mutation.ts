"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { runCrawl } from "@/lib/console/contract/crawls";
import type { CrawlView } from "@/lib/schemas/console/crawls";

import { callConsole } from "../call-console";
import { withCrawl } from "./crawl-cache";
import { crawlKeys } from "./keys";

/** Starts a crawl now; the list shows it queued at once and follows it while it runs. */
export function useRunCrawlMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  const listKey = crawlKeys.list(organizationId, agentId);
  return useMutation({
    mutationFn: async (crawlId: string) => callConsole(runCrawl, { params: { organizationId, agentId, crawlId } }),
    onSuccess: async (started) => {
      toast.success(`Started crawling ${started.url}.`);
      queryClient.setQueryData<CrawlView[]>(listKey, (list) => withCrawl(list, started));
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
