"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { crawlView, type CrawlView } from "@/lib/schemas/console/crawls";

import { consoleFetch } from "../console-fetch";
import { withCrawl } from "./crawl-cache";
import { crawlKeys } from "./keys";
import { crawlApiPaths } from "./paths";

/** Starts a crawl now; the list shows it queued at once and follows it while it runs. */
export function useRunCrawlMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  const listKey = crawlKeys.list(organizationId, agentId);
  return useMutation({
    mutationFn: async (crawlId: string) =>
      crawlView.parse(await consoleFetch<unknown>(crawlApiPaths.run(organizationId, agentId, crawlId), { method: "POST" })),
    onSuccess: async (started) => {
      toast.success(`Started crawling ${started.url}.`);
      queryClient.setQueryData<CrawlView[]>(listKey, (list) => withCrawl(list, started));
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
