import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** Every error the API responds with, whatever the status. */
export const ErrorResponse = Type.Object(
  {
    error: Type.String({ description: 'HTTP status text' }),
    message: Type.String({ description: 'What went wrong, for a person' }),
  },
  { $id: 'ErrorResponse', title: 'Error' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

export const IsoDate = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'yyyy-MM-dd',
  examples: ['2025-01-31'],
});

/**
 * A nullable value as one JSON Schema type list ({type: ['string', 'null']}) rather than anyOf: fast-json-stringify
 * serialises a type list directly, while anyOf makes it validate every value against each branch (measured: the
 * 50,000-row transactions response spent most of its time there).
 */
export function Nullable<T extends TSchema>(schema: T) {
  const { type, ...rest } = schema as unknown as { type: string };
  return Type.Unsafe<Static<T> | null>({ ...rest, type: [type, 'null'] });
}

/**
 * A string that is one of the given values, typed as their union. Written as {type: 'string', enum} rather than a
 * union of literals for the same reason as Nullable: the serialiser writes it as a plain string.
 */
export function StringEnum<const T extends readonly string[]>(values: T, options: { description?: string } = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** A reference to a schema registered once by its $id (the API adds it with addSchema), typed as that schema. */
export function RefTo<T extends TSchema>(schema: T) {
  if (!schema.$id) throw new Error('RefTo needs a schema with an $id');
  return Type.Unsafe<Static<T>>(Type.Ref(schema.$id));
}

/**
 * How the API checks and cleans text a person writes (the `x-text` keyword, applied by the API's validator): trimmed,
 * Unicode-normalised (NFC), and refused (400 naming the field) when it holds control characters, zero-width or
 * bidirectional-override characters, or is not valid Unicode. `line`: one line, not blank once trimmed (a name, a
 * description); `notes`: line breaks and tabs allowed, and may be empty.
 */
export type TextKind = 'line' | 'notes';

/** Text a person writes, cleaned and checked as TextKind says; maxLength counts the cleaned text. */
export function PersonText(options: { maxLength: number; kind?: TextKind; description?: string }) {
  const { kind = 'line', ...rest } = options;
  return Type.String({ ...rest, minLength: kind === 'line' ? 1 : 0, 'x-text': kind });
}

/**
 * An amount of money in a body: a finite JSON number (a string or a boolean is not coerced into one) with at most two
 * decimals (the `x-cents` keyword), within the bounds given.
 */
export function Money(options: { minimum: number; maximum: number; description?: string; notZero?: boolean }) {
  const { notZero, ...rest } = options;
  return Type.Number({ ...rest, 'x-cents': true, ...(notZero ? { not: { const: 0 } } : {}) });
}
