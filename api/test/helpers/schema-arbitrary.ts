import fc from 'fast-check';

/** The subset of JSON Schema the API's TypeBox contracts use, as the OpenAPI document writes it. */
export interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema | JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
}

export interface SchemaArbitraryOptions {
  /** Schemas by the $ref that names them. */
  refs?: Record<string, JsonSchema>;
  /** Values a field of this name often takes (the caller's own ids), mixed with what its schema allows. */
  known?: Record<string, fc.Arbitrary<unknown>>;
}

const ISO_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/**
 * Real calendar dates over a wide band (years 1000 to 9999), so that ranges of every length, old and far ahead, are
 * asked for; a date written by its pattern alone is rarely a real one.
 */
export const isoDate = fc
  .date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** Values that fit a schema: what a well-behaved caller could send, with every optional field sometimes left out. */
export function schemaArbitrary(
  schema: JsonSchema,
  options: SchemaArbitraryOptions = {},
  name?: string,
): fc.Arbitrary<unknown> {
  const own = ownArbitrary(schema, options);
  const known = name === undefined ? undefined : options.known?.[name];
  return known ? fc.oneof(known, own) : own;
}

function ownArbitrary(schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const target = options.refs?.[schema.$ref];
    if (!target) throw new Error(`No schema for ${schema.$ref}`);
    return schemaArbitrary(target, options);
  }
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => schemaArbitrary(branch, options)));
  if (schema.allOf) return schemaArbitrary(Object.assign({}, ...schema.allOf) as JsonSchema, options);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => schemaArbitrary({ ...schema, type }, options)));
  }
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000_000, max: schema.maximum ?? 1_000_000_000 });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e12,
        max: schema.maximum ?? 1e12,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return stringArbitrary(schema);
    case 'array':
      return arrayArbitrary(schema, options);
    case 'object':
      return objectArbitrary(schema, options);
    default:
      return fc.anything();
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern === ISO_DATE_PATTERN) return isoDate;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
}

function arrayArbitrary(schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<unknown[]> {
  if (Array.isArray(schema.items)) return fc.tuple(...schema.items.map((item) => schemaArbitrary(item, options)));
  const minLength = schema.minItems ?? 0;
  return fc.array(schema.items ? schemaArbitrary(schema.items, options) : fc.anything(), {
    minLength,
    maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 5, 5)),
  });
}

function objectArbitrary(schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const fields = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, schemaArbitrary(property, options, key)]),
  );
  const record = fc.record(fields, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
  const extra = schema.additionalProperties;
  if (typeof extra !== 'object') return record;
  // A map (e.g. item id -> account ids): keys the caller knows, or any.
  const key = options.known?.map_key ?? fc.string({ minLength: 1, maxLength: 20 });
  return fc
    .tuple(record, fc.dictionary(key as fc.Arbitrary<string>, schemaArbitrary(extra, options), { maxKeys: 3 }))
    .map(([fixed, map]) => ({ ...map, ...fixed }));
}
