/**
 * A structural check of a JSON Schema, enough to tell a model's tool parameters are a real schema:
 * every keyword it knows has a value of the right kind, every nested schema is checked in turn, and
 * `required` names only declared properties. Keywords it does not know are left alone, as JSON Schema
 * itself does.
 */

export type SchemaProblem = { path: string[]; message: string };

export const jsonSchemaTypes = ["string", "number", "integer", "boolean", "object", "array", "null"] as const;

/** Deeper schemas than this are refused: tool parameters never need them, and checking stays bounded. */
export const maxSchemaDepth = 16;

type Schema = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Schema => typeof value === "object" && value !== null && !Array.isArray(value);
const isNonNegativeInteger = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isKnownType = (value: unknown) => typeof value === "string" && (jsonSchemaTypes as readonly string[]).includes(value);

const nonNegativeIntegerKeywords = ["minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties"] as const;
const numberKeywords = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"] as const;
const stringKeywords = ["title", "description", "format", "$ref", "$id", "$schema", "$comment"] as const;
const schemaListKeywords = ["anyOf", "oneOf", "allOf"] as const;
const schemaMapKeywords = ["properties", "patternProperties", "$defs", "definitions"] as const;
/** Keywords holding one schema, where `true` and `false` are schemas too. */
const singleSchemaKeywords = ["items", "not", "additionalProperties", "contains", "propertyNames"] as const;
/** What a schema without `type` may use instead to say what it accepts. */
const typeAlternatives = ["enum", "const", "$ref", ...schemaListKeywords] as const;

class SchemaChecker {
  readonly problems: SchemaProblem[] = [];

  report(path: string[], message: string) {
    this.problems.push({ path, message });
  }

  checkType(schema: Schema, path: string[]) {
    const { type } = schema;
    if (type === undefined) return;
    if (Array.isArray(type)) {
      if (type.length === 0 || !type.every(isKnownType) || new Set(type).size !== type.length) {
        this.report([...path, "type"], `must be one of ${jsonSchemaTypes.join(", ")}, or a list of distinct ones`);
      }
    } else if (!isKnownType(type)) {
      this.report([...path, "type"], `unknown type ${JSON.stringify(type)}; expected one of ${jsonSchemaTypes.join(", ")}`);
    }
  }

  checkScalars(schema: Schema, path: string[]) {
    for (const keyword of nonNegativeIntegerKeywords) {
      if (schema[keyword] !== undefined && !isNonNegativeInteger(schema[keyword])) this.report([...path, keyword], "must be a non-negative integer");
    }
    for (const keyword of numberKeywords) {
      if (schema[keyword] !== undefined && typeof schema[keyword] !== "number") this.report([...path, keyword], "must be a number");
    }
    for (const keyword of stringKeywords) {
      if (schema[keyword] !== undefined && typeof schema[keyword] !== "string") this.report([...path, keyword], "must be a string");
    }
    const { multipleOf, pattern, enum: values, uniqueItems } = schema;
    if (multipleOf !== undefined && !(typeof multipleOf === "number" && multipleOf > 0)) this.report([...path, "multipleOf"], "must be a number above 0");
    if (uniqueItems !== undefined && typeof uniqueItems !== "boolean") this.report([...path, "uniqueItems"], "must be true or false");
    if (values !== undefined && !(Array.isArray(values) && values.length > 0)) this.report([...path, "enum"], "must be a non-empty list");
    if (pattern !== undefined) {
      if (typeof pattern !== "string") this.report([...path, "pattern"], "must be a regular expression written as a string");
      else if (!isRegularExpression(pattern)) this.report([...path, "pattern"], "is not a valid regular expression");
    }
  }

  checkRequired(schema: Schema, path: string[]) {
    const { required, properties } = schema;
    if (required === undefined) return;
    if (!Array.isArray(required) || !required.every((name) => typeof name === "string") || new Set(required).size !== required.length) {
      this.report([...path, "required"], "must be a list of distinct property names");
      return;
    }
    const declared = isPlainObject(properties) ? properties : {};
    required.forEach((name: string, index) => {
      if (!Object.hasOwn(declared, name)) this.report([...path, "required", String(index)], `names "${name}", which is not in properties`);
    });
  }

  checkSubschemas(schema: Schema, path: string[], depth: number) {
    for (const keyword of schemaMapKeywords) {
      const map = schema[keyword];
      if (map === undefined) continue;
      if (!isPlainObject(map)) {
        this.report([...path, keyword], "must be an object of schemas");
        continue;
      }
      for (const [name, child] of Object.entries(map)) this.checkSchema(child, [...path, keyword, name], depth + 1);
    }
    for (const keyword of schemaListKeywords) {
      const list = schema[keyword];
      if (list === undefined) continue;
      if (!Array.isArray(list) || list.length === 0) {
        this.report([...path, keyword], "must be a non-empty list of schemas");
        continue;
      }
      list.forEach((child, index) => this.checkSchema(child, [...path, keyword, String(index)], depth + 1));
    }
    for (const keyword of singleSchemaKeywords) {
      const child = schema[keyword];
      if (child === undefined) continue;
      if (typeof child === "boolean") continue;
      this.checkSchema(child, [...path, keyword], depth + 1);
    }
  }

  checkSchema(schema: unknown, path: string[], depth: number) {
    if (!isPlainObject(schema)) {
      this.report(path, "must be a schema object");
      return;
    }
    if (depth > maxSchemaDepth) {
      this.report(path, `is nested deeper than ${maxSchemaDepth} levels`);
      return;
    }
    if (depth > 0) {
      if (schema.type === undefined && !typeAlternatives.some((keyword) => schema[keyword] !== undefined)) {
        this.report([...path, "type"], `is missing; give a type (${jsonSchemaTypes.join(", ")}), or enum, const, anyOf, oneOf, allOf or $ref`);
      }
      this.checkType(schema, path);
    }
    this.checkScalars(schema, path);
    this.checkRequired(schema, path);
    this.checkSubschemas(schema, path, depth);
  }
}

function isRegularExpression(pattern: string): boolean {
  try {
    new RegExp(pattern, "u");
    return true;
  } catch {
    return false;
  }
}

/**
 * What is wrong with `value` as the parameters of a function: the root must be a schema of
 * `type: "object"`, and every nested schema must be well formed. An empty list means it is valid.
 * Paths are relative to the root, e.g. `["properties", "city", "type"]`.
 */
export function parameterSchemaProblems(value: unknown): SchemaProblem[] {
  const checker = new SchemaChecker();
  if (!isPlainObject(value)) {
    checker.report([], "must be a JSON Schema object");
    return checker.problems;
  }
  if (value.type !== "object") checker.report(["type"], 'must be "object": a function takes its arguments as one object');
  checker.checkSchema(value, [], 0);
  return checker.problems;
}
