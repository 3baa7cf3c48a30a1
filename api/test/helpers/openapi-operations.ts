import type { JsonSchema } from './schema-arbitrary';

/** The parts of the OpenAPI document the API serves (app.swagger()) that tests read. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  query: Parameter[];
  /** Path parameters ({transaction_id}), drawn like the query's. */
  params: Parameter[];
  body: JsonSchema | undefined;
}

/** Every operation of the document but its own (/docs), with its query, path parameters and JSON body. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths)
    .filter(([path]) => !path.startsWith('/docs'))
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op !== undefined)
        .map(([method, op]) => ({
          method: method.toUpperCase(),
          path,
          query: (op.parameters ?? []).filter((p) => p.in === 'query'),
          params: (op.parameters ?? []).filter((p) => p.in === 'path'),
          body: (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content?.[
            'application/json'
          ]?.schema,
        })),
    );
}
