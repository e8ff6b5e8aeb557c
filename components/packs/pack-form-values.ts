import type { z } from "zod";

import { createPackBody } from "@/lib/schemas/agent-api/packs";
import type { PackDetail } from "@/lib/schemas/console/packs";

/**
 * The pack forms' schema: the create body, with instructions as a text box edits them (empty rather than
 * null). Its output is a valid create body and a valid update body.
 */
export const packFormSchema = createPackBody.extend({ instructions: createPackBody.shape.instructions.unwrap().unwrap().optional() });

export type PackFormValues = z.input<typeof packFormSchema>;
export type PackFormOutput = z.output<typeof packFormSchema>;

export const packFormFieldNames = ["name", "description", "instructions", "status"] as const;

export function newPackFormValues(): PackFormValues {
  return { name: "", description: "", instructions: "", status: "active" };
}

export function packFormValues(pack: PackDetail): PackFormValues {
  return { name: pack.name, description: pack.description, instructions: pack.instructions ?? "", status: pack.status };
}
