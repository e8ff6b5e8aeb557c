import { idParam } from "@/lib/schemas/agent-api/common";
import { createUserBody, limitsBody, searchUserQuery, searchUserResponse, userLimitsResponse, userResponse } from "@/lib/schemas/agent-api/users";

import { defineOperation } from "./operation";

const tag = "Users";
const scope = "agent";

export const createUser = defineOperation({
  id: "createUser",
  method: "post",
  path: "/users",
  scope,
  tag,
  summary: "Create a conversation user",
  description: "Needs a first and last name and at least one of phoneNumber, email or fkId.",
  body: createUserBody,
  status: 201,
  response: userResponse,
  badRequest: "The user already exists (same email, phone number or fkId in this agent).",
});

export const searchUser = defineOperation({
  id: "searchUser",
  method: "get",
  path: "/users/search",
  scope,
  tag,
  summary: "Find user by contact information",
  query: searchUserQuery,
  status: 200,
  response: searchUserResponse,
  notFound: "No user of this agent has that contact.",
});

export const getUser = defineOperation({
  id: "getUser",
  method: "get",
  path: "/users/{id}",
  scope,
  tag,
  summary: "Get conversation user by ID",
  params: idParam,
  status: 200,
  response: userResponse,
  notFound: "User",
});

export const deleteUser = defineOperation({
  id: "deleteUser",
  method: "delete",
  path: "/users/{id}",
  scope,
  tag,
  summary: "Delete conversation user by ID",
  description: "Deletes the user with their conversations in this agent.",
  params: idParam,
  status: 204,
  notFound: "User",
});

export const getUserLimits = defineOperation({
  id: "getUserLimits",
  method: "get",
  path: "/users/{id}/limits",
  scope,
  tag,
  summary: "Get conversation user limits",
  description: "Without limits of its own, the user has the organization defaults (isOrganizationDefault true).",
  params: idParam,
  status: 200,
  response: userLimitsResponse,
  notFound: "User",
});

export const createUserLimits = defineOperation({
  id: "createUserLimits",
  method: "post",
  path: "/users/{id}/limits",
  scope,
  tag,
  summary: "Create conversation user limits",
  params: idParam,
  body: limitsBody,
  status: 201,
  response: userLimitsResponse,
  notFound: "User",
  badRequest: "The user has limits already (update them instead), or an amount is above the subscription's quota.",
});

export const updateUserLimits = defineOperation({
  id: "updateUserLimits",
  method: "put",
  path: "/users/{id}/limits",
  scope,
  tag,
  summary: "Update conversation user limits",
  params: idParam,
  body: limitsBody,
  status: 200,
  response: userLimitsResponse,
  notFound: "User, or limits of the user",
  badRequest: "An amount is above the subscription's quota.",
});

export const deleteUserLimits = defineOperation({
  id: "deleteUserLimits",
  method: "delete",
  path: "/users/{id}/limits",
  scope,
  tag,
  summary: "Delete conversation user limits",
  description: "The user goes back to the organization defaults.",
  params: idParam,
  status: 200,
  notFound: "User, or limits of the user",
});

export const userOperations = [createUser, searchUser, getUser, deleteUser, getUserLimits, createUserLimits, updateUserLimits, deleteUserLimits];
