import { Type, type TSchema } from '@sinclair/typebox';

const errorRef = Type.Ref('ErrorResponse');

/** The error answers a route can give, all of shape {error, message} (ErrorResponse, registered once on the app). */
export function errors(...codes: number[]): Record<number, TSchema> {
  return Object.fromEntries(codes.map((c) => [c, errorRef]));
}

/** Errors every authenticated route can answer. */
export const AUTH_ERRORS = [400, 401, 403, 404, 429, 500] as const;
