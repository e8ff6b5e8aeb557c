"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import type { UpdateScrapingConfigBody } from "@/lib/schemas/agent-api/scraping";
import { crawlView, type CrawlView } from "@/lib/schemas/console/crawls";

import { consoleFetch } from "../console-fetch";
import { withCrawl } from "./crawl-cache";
import { crawlKeys } from "./keys";
import { crawlApiPaths } from "./paths";

export type UpdateCrawlInput = { crawlId: string; body: UpdateScrapingConfigBody };

/** Saves changes to a crawl's settings. Errors are the form's to show, on its fields. */
export function useUpdateCrawlMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  const listKey = crawlKeys.list(organizationId, agentId);
  return useMutation({
    mutationFn: async ({ crawlId, body }: UpdateCrawlInput) =>
      crawlView.parse(await consoleFetch<unknown>(crawlApiPaths.crawl(organizationId, agentId, crawlId), { method: "PATCH", json: body })),
    meta: { toastErrors: false },
    onSuccess: async (updated) => {
      toast.success(`Saved the crawl of ${updated.url}.`);
      queryClient.setQueryData<CrawlView[]>(listKey, (list) => withCrawl(list, updated));
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
