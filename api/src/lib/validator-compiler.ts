import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import { contractKeywords } from './validation-keywords';

/** What Fastify calls for each schema of a route (the package's types give it the shape of Ajv's compile). */
type RouteValidatorCompiler = (route: { httpPart?: string; schema: unknown }) => unknown;

/** Ajv's options for every part of a request: the contracts' own keywords, each error with the schema it broke. */
export const AJV_OPTIONS = {
  customOptions: {
    allErrors: false,
    coerceTypes: 'array' as const,
    removeAdditional: true,
    useDefaults: true,
    // Each error carries the schema it broke, so that a schema's own errorMessage can be answered.
    verbose: true,
    keywords: ['errorMessage'],
  },
  plugins: [contractKeywords],
};

/**
 * Validators that coerce where HTTP has only strings (a query, a path, headers: `?limit=5`) and never in a JSON body,
 * where a number is a number: coercing `"amount": "Infinity"` (or `true`) into an amount skipped the bounds and the
 * database refused it with a 500 (or stored 1.00). The same keywords and options otherwise.
 */
export function buildValidatorByPart(): BuildCompilerFromPool {
  const pool = AjvCompiler();
  const byPart: BuildCompilerFromPool = (externalSchemas, ajvOptions = {}) => {
    const coercing = pool(externalSchemas, ajvOptions) as unknown as RouteValidatorCompiler;
    const exact = pool(externalSchemas, {
      ...ajvOptions,
      customOptions: { ...ajvOptions.customOptions, coerceTypes: false },
    } as typeof ajvOptions) as unknown as RouteValidatorCompiler;
    const compile: RouteValidatorCompiler = (route) => (route.httpPart === 'body' ? exact(route) : coercing(route));
    return compile as unknown as ReturnType<BuildCompilerFromPool>;
  };
  return byPart;
}
