import type { z } from "zod";

type Definition = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
};

/** The schemas a schema is made of, one level down: an object's fields, a list's items, a wrapped schema. */
function partsOf(schema: z.ZodType): z.ZodType[] {
  const definition = schema._zod.def as unknown as Definition;
  return [
    ...Object.values(definition.shape ?? {}),
    ...(definition.options ?? []),
    ...[definition.innerType, definition.element, definition.in, definition.out].filter((part): part is z.ZodType => Boolean(part)),
  ];
}

/** Whether `part` is `schema` itself or anywhere inside it (fields, list items, nullable, optional, unions, pipes). */
export function schemaHolds(schema: z.ZodType, part: z.ZodType, seen = new Set<z.ZodType>()): boolean {
  if (schema === part) return true;
  if (seen.has(schema)) return false;
  seen.add(schema);
  return partsOf(schema).some((inner) => schemaHolds(inner, part, seen));
}
