"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

import { widgetSettingsView, type WidgetSettingsBody } from "@/lib/schemas/widget";

import { consoleFetch } from "../console-fetch";
import { widgetSettingsKeys } from "./keys";
import { widgetSettingsApiPaths } from "./paths";

/** Saves the website chat settings as a whole. Errors are the form's to show, on its fields. */
export function useUpdateWidgetSettingsMutation(organizationId: string, agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WidgetSettingsBody) =>
      widgetSettingsView.parse(await consoleFetch<unknown>(widgetSettingsApiPaths.settings(organizationId, agentId), { method: "PUT", json: body })),
    meta: { toastErrors: false },
    onSuccess: (saved) => {
      queryClient.setQueryData(widgetSettingsKeys.detail(organizationId, agentId), saved);
      const count = saved.allowedOrigins.length;
      toast.success(count === 0 ? "Website settings saved. No website can show the chat yet." : `Website settings saved. ${count === 1 ? "1 website" : `${count} websites`} can show the chat.`);
    },
  });
}
