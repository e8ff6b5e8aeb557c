"use client";

import { useMutation } from "@tanstack/react-query";
import { signOut } from "next-auth/react";

import { consoleFetch } from "../console-fetch";

/** Ends every session of the signed-in user, this one included. */
export function useSignOutEverywhereMutation() {
  return useMutation({
    mutationFn: async () => {
      await consoleFetch<void>("/api/console/session", { method: "DELETE" });
      await signOut({ callbackUrl: "/login" });
    },
  });
}
