import { z } from "zod";

import { agentContext } from "./common";

const userFields = {
  firstName: z.string().trim().min(1).max(255),
  lastName: z.string().trim().min(1).max(255),
  context: agentContext.optional(),
  source: z.string().max(255).optional(),
  fkUserId: z.string().max(255).optional(),
  customData: z.record(z.string(), z.unknown()).optional(),
  skipPhoneNumberValidation: z.boolean().optional(),
  skipEmailValidation: z.boolean().optional(),
  email: z.email().max(255).optional(),
  phoneNumber: z
    .string()
    .regex(/^\+?[0-9 ()-]{6,20}$/, "expected a phone number")
    .optional(),
  fkId: z.string().min(1).max(255).optional(),
};

/** A conversation user needs a name and at least one of phone number, email or fkId, as the document says. */
export const createUserBody = z
  .object(userFields)
  .refine((user) => Boolean(user.email || user.phoneNumber || user.fkId), {
    message: "one of phoneNumber, email or fkId is required",
    path: ["email"],
  })
  .meta({ id: "CreateUserBody", anyOf: [{ required: ["phoneNumber"] }, { required: ["email"] }, { required: ["fkId"] }] });

export const userResponse = z
  .looseObject({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    context: z.string().optional(),
    source: z.string().optional(),
    fkId: z.string().optional(),
    fkUserId: z.string().optional(),
    email: z.string().optional(),
    phoneNumber: z.string().optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
    isAnonymized: z.boolean(),
  })
  .meta({ id: "UserResponse", description: "A conversation user: an end user of an agent." });

export const searchUserQuery = z
  .object({ email: z.string().optional(), phoneNumber: z.string().optional(), fkId: z.string().optional() })
  .refine((query) => Boolean(query.email || query.phoneNumber || query.fkId), {
    message: "give email, phoneNumber or fkId",
    path: ["email"],
  });

export const searchUserResponse = z.looseObject({ user: userResponse, conversationIds: z.array(z.string()) }).meta({ id: "SearchUserResponse" });

const monthlyAmounts = {
  tokensAmountPerMonth: z.number().min(0),
  smsAmountPerMonth: z.number().min(0),
  emailsAmountPerMonth: z.number().min(0),
  secondsAmountPerMonth: z.number().min(0),
};

/** A monthly amount set as a limit: a whole number that a counter holds exactly. */
const limitAmount = z.number().int("Enter a whole number.").min(0).max(Number.MAX_SAFE_INTEGER);

export const limitsBody = z
  .object({
    tokensAmountPerMonth: limitAmount,
    smsAmountPerMonth: limitAmount,
    emailsAmountPerMonth: limitAmount,
    secondsAmountPerMonth: limitAmount,
  })
  .meta({
    id: "LimitsBody",
    description: "Monthly quotas: whole numbers, none above the same quota of the organization's subscription (400 otherwise).",
  });
export const limitsUpdateBody = limitsBody.partial().meta({ id: "LimitsUpdateBody" });

export const userLimitsResponse = z
  .looseObject({ id: z.string(), conversationUserId: z.string(), isOrganizationDefault: z.boolean(), ...monthlyAmounts })
  .meta({ id: "UserLimitsResponse" });

export type CreateUserBody = z.infer<typeof createUserBody>;
export type UserResponse = z.infer<typeof userResponse>;
