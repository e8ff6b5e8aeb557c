"use client";

import { useMutation } from "@tanstack/react-query";
import { signOut } from "next-auth/react";

import { signOutEverywhere } from "@/lib/console/contract/session";

import { callConsole } from "../call-console";

/** Ends every session of the signed-in user, this one included. */
export function useSignOutEverywhereMutation() {
  return useMutation({
    mutationFn: async () => {
      await callConsole(signOutEverywhere);
      await signOut({ callbackUrl: "/login" });
    },
  });
}
