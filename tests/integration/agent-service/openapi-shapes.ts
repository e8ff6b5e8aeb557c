/**
 * Compares the real deployment's published shapes (tests/fixtures/real-deployment/operations.json)
 * with our OpenAPI document: both sides are reduced to `Shape`s, then compared field by field.
 */

/** A type in the fixture: a DTO name, `{ ref }`, a scalar or array type, or a oneOf of those. */
export type FixtureSchema = string | { ref?: string; type?: string; format?: string; items?: FixtureSchema; oneOf?: FixtureSchema[]; discriminator?: string };

export type FixtureField = Exclude<FixtureSchema, string> & {
  name: string;
  required: boolean;
  nullable: boolean;
  enum?: string[];
  default?: unknown;
};

export type FixtureParameter = Exclude<FixtureSchema, string> & { in: "query" | "path"; name: string; required: boolean; enum?: string[] };

export type FixtureOperation = {
  method: string;
  path: string;
  operationId: string;
  /** The header its key goes in. */
  auth: string;
  parameters: FixtureParameter[];
  successStatus: number;
  requestBody: { contentType: string; schema: FixtureSchema } | null;
  responses: Record<string, FixtureSchema | null>;
};

export type Fixture = {
  operationCount: number;
  danglingRefs: string[];
  operations: FixtureOperation[];
  dtos: Record<string, FixtureField[]>;
};

/** A schema reduced to what the comparison looks at. */
export type Shape = {
  kind: "object" | "array" | "string" | "number" | "integer" | "boolean" | "union" | "null" | "unknown";
  nullable: boolean;
  fields?: Record<string, { shape: Shape; required: boolean }>;
  items?: Shape;
  variants?: Shape[];
  /** Enum values, or the one value of a const. */
  values?: unknown[];
  /** The real deployment's declared default. */
  fallback?: unknown;
};

export type Mismatch = { operation: string; at: string; path: string; problem: string };

export type OpenApiDocument = { paths: Record<string, Record<string, any>>; components?: { schemas?: Record<string, any> } };

const unknownShape: Shape = { kind: "unknown", nullable: false };

/** The real deployment's side: DTOs from the fixture; a DTO §5 does not define is unknown. */
export function theirShape(dtos: Fixture["dtos"], schema: FixtureSchema): Shape {
  if (typeof schema === "string") return theirShape(dtos, { ref: schema });
  if (schema.oneOf) return { kind: "union", nullable: false, variants: schema.oneOf.map((variant) => theirShape(dtos, variant)) };
  if (schema.ref) {
    const fields = dtos[schema.ref];
    if (!fields) return unknownShape;
    return {
      kind: "object",
      nullable: false,
      fields: Object.fromEntries(fields.map((field) => [field.name, { required: field.required, shape: theirFieldShape(dtos, field) }])),
    };
  }
  if (schema.type === "array" && schema.items) return { kind: "array", nullable: false, items: theirShape(dtos, schema.items) };
  return { kind: schema.type as Shape["kind"], nullable: false };
}

function theirFieldShape(dtos: Fixture["dtos"], field: FixtureField): Shape {
  return { ...theirShape(dtos, field), nullable: field.nullable, values: field.enum, fallback: field.default };
}

/** Our side: a JSON Schema of the document, with `$ref`, `allOf`, `anyOf`/`oneOf` and null forms resolved. */
export function ourShape(document: OpenApiDocument, schema: Record<string, any>): Shape {
  if (schema.$ref) return ourShape(document, resolveRef(document, schema.$ref));
  if (schema.allOf) return allOf(schema.allOf.map((part: Record<string, any>) => ourShape(document, part)));
  const alternatives: Record<string, any>[] | undefined = schema.anyOf ?? schema.oneOf;
  if (alternatives && schema.properties && alternatives.every((alternative) => Object.keys(alternative).join() === "required")) {
    return requiredAlternatives(ourShape(document, { ...schema, anyOf: undefined, oneOf: undefined }), alternatives);
  }
  if (alternatives) {
    const shapes = alternatives.map((alternative) => ourShape(document, alternative));
    const others = shapes.filter((shape) => shape.kind !== "null");
    const shape: Shape = others.length === 1 ? others[0]! : { kind: "union", nullable: false, variants: others };
    return { ...shape, nullable: shape.nullable || others.length < shapes.length };
  }
  const types: string[] = [schema.type ?? (schema.properties ? "object" : [])].flat();
  const type = types.find((name) => name !== "null");
  const nullable = types.includes("null");
  if (!type) return { kind: nullable ? "null" : "unknown", nullable };
  if (type === "object") {
    const required = new Set<string>(schema.required ?? []);
    const properties: Record<string, Record<string, any>> = schema.properties ?? {};
    const fields = Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, { required: required.has(name), shape: ourShape(document, property) }]),
    );
    return { kind: "object", nullable, fields };
  }
  if (type === "array") return { kind: "array", nullable, items: schema.items ? ourShape(document, schema.items) : unknownShape };
  const values: unknown[] | undefined = "const" in schema ? [schema.const] : schema.enum?.filter((value: unknown) => value !== null);
  return { kind: type as Shape["kind"], nullable, values };
}

/** An object whose alternatives each require more of its fields: one variant per alternative. */
function requiredAlternatives(base: Shape, alternatives: Record<string, any>[]): Shape {
  const variants = alternatives.map((alternative): Shape => {
    const required = new Set<string>(alternative.required);
    const fields = Object.fromEntries(
      Object.entries(base.fields ?? {}).map(([name, field]) => [name, { ...field, required: field.required || required.has(name) }]),
    );
    return { ...base, fields };
  });
  return { kind: "union", nullable: base.nullable, variants };
}

function resolveRef(document: OpenApiDocument, ref: string): Record<string, any> {
  const name = ref.replace(/^#\/components\/schemas\//, "");
  const schema = document.components?.schemas?.[name];
  if (!schema) throw new Error(`unresolvable $ref ${ref}`);
  return schema;
}

/** allOf: objects merge their fields; a null value passes only when every part allows null. */
function allOf(parts: Shape[]): Shape {
  const nullable = parts.every((part) => part.nullable);
  const objects = parts.filter((part) => part.kind === "object");
  if (objects.length < parts.length) return { ...(parts.find((part) => part.kind !== "unknown") ?? unknownShape), nullable };
  const fields: NonNullable<Shape["fields"]> = {};
  for (const object of objects) {
    for (const [name, field] of Object.entries(object.fields ?? {})) {
      fields[name] = { shape: fields[name]?.shape ?? field.shape, required: Boolean(fields[name]?.required) || field.required };
    }
  }
  return { kind: "object", nullable, fields };
}

const variantsOf = (shape: Shape) => (shape.kind === "union" ? (shape.variants ?? []) : [shape]);

/**
 * The variants as one object: every field of any variant, required when every variant requires it,
 * enums joined (a discriminator's single values become the enum of all of them).
 */
function mergeVariants(variants: Shape[]): Shape {
  const objects = variants.filter((variant) => variant.kind === "object");
  if (objects.length === 0) return unknownShape;
  const names = [...new Set(objects.flatMap((object) => Object.keys(object.fields ?? {})))];
  const fields = Object.fromEntries(
    names.map((name) => {
      const shapes = objects.flatMap((object) => (object.fields?.[name] ? [object.fields[name].shape] : []));
      const values = shapes.every((shape) => shape.values) ? [...new Set(shapes.flatMap((shape) => shape.values))] : undefined;
      const required = objects.every((object) => object.fields?.[name]?.required);
      return [name, { required, shape: { ...shapes[0]!, values } }];
    }),
  );
  return { kind: "object", nullable: variants.some((variant) => variant.nullable), fields };
}

const singleValue = (shape: Shape | undefined) => (shape?.values?.length === 1 ? shape.values[0] : undefined);

/** Their variants paired with ours by a discriminating field with one value per variant, when every one pairs. */
function pairVariants(theirs: Shape[], ours: Shape[]): Array<[string, Shape, Shape]> | undefined {
  const candidates = Object.keys(theirs[0]?.fields ?? {}).filter((name) => theirs.every((variant) => singleValue(variant.fields?.[name]?.shape) !== undefined));
  for (const name of candidates) {
    const pairs = theirs.map((variant): [string, Shape, Shape | undefined] => {
      const value = singleValue(variant.fields?.[name]?.shape);
      return [`[${name}=${String(value)}]`, variant, ours.find((mine) => singleValue(mine.fields?.[name]?.shape) === value)];
    });
    if (pairs.every(([, , mine]) => mine)) return pairs as Array<[string, Shape, Shape]>;
  }
  return undefined;
}

const requiredOf = (shape: Shape) =>
  Object.entries(shape.fields ?? {})
    .filter(([, field]) => field.required)
    .map(([name]) => name)
    .sort()
    .join(", ");

/** Their variants paired with ours that require the same fields (unions that tell variants apart by what they require). */
function pairByRequired(theirs: Shape[], ours: Shape[]): Array<[string, Shape, Shape]> | undefined {
  const pairs = theirs.map((variant): [string, Shape, Shape | undefined] => {
    const required = requiredOf(variant);
    return [`[requires ${required}]`, variant, ours.find((mine) => requiredOf(mine) === required)];
  });
  return pairs.every(([, , mine]) => mine) ? (pairs as Array<[string, Shape, Shape]>) : undefined;
}

const requiredSets = (variants: Shape[]) => [...new Set(variants.map(requiredOf))].sort();

type Context = { mode: "request" | "response"; report: (path: string, problem: string) => void; fieldsCompared: number };

const shapeText = (shape: Shape) => `${shape.kind}${shape.values ? ` ${list(shape.values)}` : ""}`;
/** Values for a message: at most six, then how many in all. */
const list = (values: unknown[] | undefined) => {
  if (!values) return "any value";
  const shown = values.slice(0, 6).map((value) => JSON.stringify(value));
  return `[${shown.join(", ")}${values.length > shown.length ? `, … (${values.length} in all)` : ""}]`;
};
const join = (path: string, name: string) => (path ? `${path}.${name}` : name);

/**
 * Their shape against ours: kinds, nullability, fields with their required flags, enums. A response of ours
 * may not be null where theirs never is: a client generated from their document would reject it.
 */
export function compareShapes(theirs: Shape, ours: Shape, path: string, context: Context): void {
  if (theirs.kind === "unknown") return;
  if (theirs.nullable && !ours.nullable) context.report(path, "nullable in theirs, not in ours");
  if (context.mode === "response" && ours.nullable && !theirs.nullable) context.report(path, "nullable in ours, not in theirs");
  if (theirs.kind === "union" || ours.kind === "union") {
    const [their, mine] = [variantsOf(theirs), variantsOf(ours)];
    const pairs = theirs.kind === "union" && ours.kind === "union" ? (pairVariants(their, mine) ?? pairByRequired(their, mine)) : undefined;
    if (pairs) return pairs.forEach(([key, theirVariant, ourVariant]) => compareShapes(theirVariant, ourVariant, path + key, context));
    if (context.mode === "request" && requiredSets(their).length > 1) {
      context.report(path, `variants: theirs each require one of {${requiredSets(their).join("} | {")}}, ours {${requiredSets(mine).join("} | {")}}`);
    }
    compareShapes(mergeVariants(their), mergeVariants(mine), path, context);
    return;
  }
  if (theirs.kind !== ours.kind) return context.report(path, `type: theirs ${shapeText(theirs)}, ours ${shapeText(ours)}`);
  if (theirs.kind === "array") return compareShapes(theirs.items ?? unknownShape, ours.items ?? unknownShape, `${path}[]`, context);
  if (theirs.kind === "object") return compareFields(theirs, ours, path, context);
  compareValues(theirs, ours, path, context);
}

function compareFields(theirs: Shape, ours: Shape, path: string, context: Context) {
  for (const [name, field] of Object.entries(theirs.fields ?? {})) {
    const at = join(path, name);
    const mine = ours.fields?.[name];
    context.fieldsCompared += 1;
    if (!mine) {
      context.report(at, `missing in ours (theirs: ${field.required ? "required" : "optional"} ${shapeText(field.shape)})`);
      continue;
    }
    if (field.required && !mine.required) context.report(at, "required in theirs, optional in ours");
    if (context.mode === "request" && !field.required && mine.required) context.report(at, "optional in theirs, required in ours");
    compareShapes(field.shape, mine.shape, at, context);
  }
}

/** Enums must be equal; a declared default of theirs must be our const when ours is one. */
function compareValues(theirs: Shape, ours: Shape, path: string, context: Context) {
  if (theirs.values && !ours.values) {
    context.report(path, `enum: theirs ${list(theirs.values)}, ours any value`);
  } else if (theirs.values && ours.values) {
    const lacking = theirs.values.filter((value) => !ours.values?.includes(value));
    const extra = ours.values.filter((value) => !theirs.values?.includes(value));
    if (lacking.length) context.report(path, `enum: ours lacks ${list(lacking)}`);
    if (extra.length) context.report(path, `enum: ours adds ${list(extra)}`);
  } else if (ours.values && theirs.fallback !== undefined) {
    if (ours.values.length !== 1 || ours.values[0] !== theirs.fallback)
      context.report(path, `value: theirs defaults to ${JSON.stringify(theirs.fallback)}, ours is ${list(ours.values)}`);
  } else if (ours.values) {
    context.report(path, `enum: theirs any value, ours ${list(ours.values)}`);
  }
}

const jsonContent = "application/json";

/** Their operation against ours at the same method and path: statuses, request body, response bodies. */
export function compareOperation(
  fixture: Fixture,
  operation: FixtureOperation,
  document: OpenApiDocument,
  declaredSuccess?: FixtureSchema,
): { mismatches: Mismatch[]; fieldsCompared: number } {
  const name = `${operation.method} ${operation.path}`;
  const mismatches: Mismatch[] = [];
  const add = (at: string, path: string, problem: string) => mismatches.push({ operation: name, at, path, problem });
  const ours = document.paths[operation.path]?.[operation.method.toLowerCase()];
  if (!ours) {
    add("operation", "", "not in our document");
    return { mismatches, fieldsCompared: 0 };
  }
  let fieldsCompared = 0;
  const compare = (at: string, mode: Context["mode"], theirs: FixtureSchema, mine: Record<string, any>) => {
    const context: Context = { mode, report: (path, problem) => add(at, path, problem), fieldsCompared: 0 };
    compareShapes(theirShape(fixture.dtos, theirs), ourShape(document, mine), "", context);
    fieldsCompared += context.fieldsCompared;
  };

  compareParameters(operation.parameters, ours.parameters ?? [], document, add);

  const ourResponses: Record<string, any> = ours.responses ?? {};
  const ourSuccess = Object.keys(ourResponses).filter((status) => status.startsWith("2"));
  if (ourSuccess.join() !== String(operation.successStatus))
    add("status", "", `success: theirs ${operation.successStatus}, ours ${ourSuccess.join(", ") || "none"}`);

  const theirBody = operation.requestBody;
  const ourBody: Record<string, any> | undefined = ours.requestBody?.content;
  if (!theirBody && ourBody) add("request", "", "ours takes a body, theirs takes none");
  if (theirBody && !ourBody?.[theirBody.contentType]) {
    add("request", "", `no ${theirBody.contentType} body in ours (ours: ${Object.keys(ourBody ?? {}).join(", ") || "none"})`);
  } else if (theirBody && ourBody) {
    compare("request", "request", theirBody.schema, ourBody[theirBody.contentType].schema);
  }

  for (const [status, declared] of Object.entries(operation.responses)) {
    const isSuccess = status === String(operation.successStatus);
    if (!isSuccess && !ourResponses[status]) {
      add("status", "", `theirs documents ${status}, ours does not`);
      continue;
    }
    const theirs = isSuccess ? (declaredSuccess ?? declared) : declared;
    const mine = ourResponses[status]?.content?.[jsonContent]?.schema;
    if (theirs && !mine && ourResponses[status]) add(`response ${status}`, "", "theirs has a JSON body, ours none");
    if (!theirs && mine && isSuccess) add(`response ${status}`, "", "ours has a JSON body, theirs none");
    if (theirs && mine) compare(`response ${status}`, "response", theirs, mine);
  }
  return { mismatches, fieldsCompared };
}

/** Path and query parameters: each of theirs in ours with the same place, required flag, type and enum; none more required. */
function compareParameters(
  theirs: FixtureParameter[],
  ours: Record<string, any>[],
  document: OpenApiDocument,
  add: (at: string, path: string, problem: string) => void,
) {
  const context: Context = { mode: "request", report: (path, problem) => add("parameters", path, problem), fieldsCompared: 0 };
  for (const parameter of theirs) {
    const at = `${parameter.in} ${parameter.name}`;
    const mine = ours.find((candidate) => candidate.name === parameter.name && candidate.in === parameter.in);
    if (!mine) {
      add("parameters", at, `missing in ours (theirs: ${parameter.required ? "required" : "optional"})`);
      continue;
    }
    if (parameter.required !== Boolean(mine.required))
      add("parameters", at, `${parameter.required ? "required" : "optional"} in theirs, ${mine.required ? "required" : "optional"} in ours`);
    const their: Shape = { kind: parameter.type as Shape["kind"], nullable: false, values: parameter.enum };
    compareShapes(their, ourShape(document, mine.schema ?? {}), at, context);
  }
  for (const mine of ours) {
    if (mine.required && !theirs.some((parameter) => parameter.name === mine.name && parameter.in === mine.in)) {
      add("parameters", `${mine.in} ${mine.name}`, "required in ours, not in theirs");
    }
  }
}

export const formatMismatch = ({ operation, at, path, problem }: Mismatch) => `${operation} · ${at}${path ? ` · ${path}` : ""}: ${problem}`;
