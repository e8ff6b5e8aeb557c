import { z } from "zod";

import { acceptInvitationBody, consoleUserList, invitationCreated, inviteUserBody, updateUserBody } from "@/lib/schemas/console/users";

import { defineConsoleRoute } from "./define";
import { pathParams } from "./path-params";

const tag = "Users";
const roles = ["superadmin", "org_admin"] as const;

export const listConsoleUsers = defineConsoleRoute({
  id: "listConsoleUsers",
  method: "GET",
  path: "/users",
  tag,
  summary: "The console users the caller manages",
  roles,
  response: consoleUserList,
});

export const updateConsoleUser = defineConsoleRoute({
  id: "updateConsoleUser",
  method: "PATCH",
  path: "/users/{userId}",
  params: { userId: pathParams.any },
  tag,
  summary: "Changes a user's role or status (either ends their sessions at once), or whether a viewer may see customer details in usage",
  description:
    "Nobody changes their own role or disables themselves, only a super-admin grants super-admin, and the last active super-admin stays. A user the caller does not manage is answered 404 `NOT_FOUND`.",
  roles,
  body: updateUserBody,
  action: "user.update",
});

export const inviteUser = defineConsoleRoute({
  id: "inviteUser",
  method: "POST",
  path: "/invitations",
  tag,
  summary: "Invites someone to the console; the link is shown once, to the admin, to pass on",
  description: "Organization admins invite into their own organizations and cannot hand out the super-admin role.",
  roles,
  body: inviteUserBody,
  response: invitationCreated,
  status: 201,
  action: "user.invite",
});

export const acceptInvitation = defineConsoleRoute({
  id: "acceptInvitation",
  method: "POST",
  path: "/invitations/accept",
  tag,
  summary: "Accepts an invitation: the one console route without a session, since the invitee has none yet",
  description: "The answer names the new user's email, to sign in with.",
  roles: "public",
  body: acceptInvitationBody,
  response: z.object({ email: z.string() }),
  status: 201,
  action: "user.invitation_accepted",
});
