"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { getWidgetSettings, updateWidgetSettings } from "@/lib/console/contract/widget";
import { type WidgetSettingsBody } from "@/lib/schemas/widget";

import { callConsole } from "../call-console";

/** Saves the website chat settings as a whole. Errors are the form's to show, on its fields. */
export function useUpdateWidgetSettingsMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WidgetSettingsBody) => callConsole(updateWidgetSettings, { params: { organizationId, agentId }, body }),
    meta: { toastErrors: false },
    onSuccess: (saved) => {
      queryClient.setQueryData(consoleQueryKey(getWidgetSettings, { params: { organizationId, agentId } }), saved);
      const count = saved.allowedOrigins.length;
      toast.success(
        count === 0
          ? "Website settings saved. No website can show the chat yet."
          : `Website settings saved. ${count === 1 ? "1 website" : `${count} websites`} can show the chat.`,
      );
    },
  });
}
