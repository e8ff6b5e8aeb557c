"use client";

import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";

export type ToggleInput = { functionId: string; enabled: boolean };

type Switchable = { id: string; name: string; enabled: boolean };

/**
 * Turns one item of a cached list on or off at once: the switch moves first, moves back if the API refuses,
 * and the list is read again either way.
 */
export function useToggleInListMutation<Item extends Switchable>(listKey: QueryKey, toggle: (input: ToggleInput) => Promise<Item>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggle,
    onMutate: async ({ functionId, enabled }: ToggleInput) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<Item[]>(listKey);
      if (previous) {
        queryClient.setQueryData(
          listKey,
          previous.map((item) => (item.id === functionId ? { ...item, enabled } : item)),
        );
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSuccess: (updated) => toast.success(`${updated.name} is ${updated.enabled ? "enabled" : "disabled"}.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
