"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { deleteCrawl, listCrawls } from "@/lib/console/contract/crawls";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { CrawlView } from "@/lib/schemas/console/crawls";

import { callConsole } from "../call-console";
import { withoutCrawl } from "./crawl-cache";

export type DeleteCrawlInput = { id: string; url: string };

/** Deletes a crawl with its history; its pages leave the agent's knowledge. */
export function useDeleteCrawlMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  const listKey = consoleQueryKey(listCrawls, { params: { organizationId, agentId } });
  return useMutation({
    mutationFn: ({ id }: DeleteCrawlInput) => callConsole(deleteCrawl, { params: { organizationId, agentId, crawlId: id } }),
    onSuccess: async (_result, { id, url }) => {
      toast.success(`Deleted the crawl of ${url}.`);
      queryClient.setQueryData<CrawlView[]>(listKey, (list) => withoutCrawl(list, id));
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
