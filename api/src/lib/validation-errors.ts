import type { FastifySchemaValidationError } from 'fastify/types/schema';

type ErrorMessage = string | Record<string, string>;

/** The words a schema gives for a broken rule: `errorMessage` as one string, or per validation keyword. */
function messageOf(error: FastifySchemaValidationError): string | undefined {
  const declared = (error as { parentSchema?: { errorMessage?: ErrorMessage } }).parentSchema?.errorMessage;
  if (typeof declared === 'string') return declared;
  return declared?.[error.keyword];
}

/**
 * A request that fails validation is answered with the first message its schema declares for what broke (the
 * `errorMessage` keyword, which needs Ajv's verbose errors), else with Fastify's usual "<part>/<path> <message>".
 */
export function formatValidationErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  for (const error of errors) {
    const declared = messageOf(error);
    if (declared) return new Error(declared);
  }
  return new Error(errors.map((e) => `${dataVar}${e.instancePath} ${e.message}`).join(', '));
}
