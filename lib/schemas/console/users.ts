import { z } from "zod";

import { consoleRoles } from "@/lib/console/users/roles";

import { accountEmail } from "./account-email";

export const inviteUserBody = z.object({
  email: accountEmail().max(255),
  name: z.string().trim().max(255).default(""),
  role: z.enum(consoleRoles),
  organizationId: z.uuid().optional(),
});

export const invitationCreated = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(consoleRoles),
  inviteUrl: z.string(),
  expiresAt: z.date().or(z.string()),
});

export const acceptInvitationBody = z.object({
  token: z.string().min(20).max(200),
  name: z.string().trim().min(1, "Enter your name.").max(255),
  password: z.string().min(12, "Use at least 12 characters.").max(1024),
});

export const updateUserBody = z
  .object({
    role: z.enum(consoleRoles).optional(),
    status: z.enum(["active", "disabled"]).optional(),
    /** A viewer's grant to see who the customers are in usage (names, emails, conversation titles); viewers only. */
    mayViewCustomerDetails: z.boolean().optional(),
  })
  .refine((body) => body.role !== undefined || body.status !== undefined || body.mayViewCustomerDetails !== undefined, {
    message: "Change the role, the status or what a viewer may see.",
    path: ["role"],
  });

export const consoleUserView = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(consoleRoles),
  status: z.enum(["active", "disabled"]),
  lastLoginAt: z.date().or(z.string()).nullable(),
  mayViewCustomerDetails: z.boolean(),
  organizationIds: z.array(z.string()),
});
export const consoleUserList = z.array(consoleUserView);
