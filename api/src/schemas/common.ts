import { Type, type TSchema } from '@sinclair/typebox';

export const ErrorResponse = Type.Object(
  { error: Type.String({ description: 'HTTP status text' }), message: Type.String({ description: 'What went wrong, for a person' }) },
  { $id: 'ErrorResponse', title: 'Error' },
);

const errorRef = Type.Ref('ErrorResponse');

/** The error answers a route can give, all of shape {error, message}. */
export function errors(...codes: number[]): Record<number, TSchema> {
  return Object.fromEntries(codes.map((c) => [c, errorRef]));
}

/** Errors every authenticated route can answer. */
export const AUTH_ERRORS = [400, 401, 403, 404, 429, 500] as const;

export const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd', examples: ['2025-01-31'] });

export const DateRangeQuery = Type.Object({
  start_date: Type.Optional(IsoDate),
  end_date: Type.Optional(IsoDate),
});
