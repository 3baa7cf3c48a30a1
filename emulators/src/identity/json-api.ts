import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parseEveryBody } from '../common/body';
import { ANY_ORIGIN } from '../common/cors';
import { noStoreByDefault } from '../common/no-store';
import { answerUnexpected } from '../common/server';
import { CognitoError } from './cognito-error';
import type { Input } from './cognito-input';
import { sessionOperations, type OperationsConfig } from './session-operations';
import { userOperations } from './user-operations';
import { wellKnownRoutes, type WellKnownConfig } from './well-known';

export type JsonApiConfig = OperationsConfig & WellKnownConfig;

type Operation = (input: Input, headers: FastifyRequest['headers']) => unknown;

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const CONTENT_TYPE = 'application/x-amz-json-1.1';

function sendError(request: FastifyRequest, reply: FastifyReply, error: CognitoError): void {
  reply
    .code(error.status)
    .headers({
      'content-type': CONTENT_TYPE,
      'x-amzn-requestid': request.id,
      'x-amzn-errortype': `${error.type}:`,
      'x-amzn-errormessage': error.message,
    })
    .send({ __type: error.type, message: error.message });
}

function unknownOperation(request: FastifyRequest): CognitoError {
  return new CognitoError(
    'UnknownOperationException',
    `Unknown operation ${String(request.headers['x-amz-target'] ?? '')}`,
  );
}

/** The body as an object, or Cognito's SerializationException: read only once the target is known, as Cognito does. */
function parseInput(text: string): Input {
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Input;
  } catch {
    // the same error as a body that is not an object
  }
  throw new CognitoError('SerializationException', 'Request body is not valid JSON');
}

/**
 * The Cognito JSON API (x-amz-target over http), the subset Amplify and the API service call, plus the JWKS. It
 * answers every path, as Cognito's endpoint does: the operation is in the x-amz-target header, never in the path.
 */
export const jsonApi = fp(async (app: FastifyInstance, config: JsonApiConfig) => {
  const operations: Record<string, Operation> = { ...sessionOperations(config), ...userOperations(config) };

  // The text as it came (the AWS SDK declares application/x-amz-json-1.1): parseInput reads it once the target is known.
  parseEveryBody(app, (text) => text);
  // Cognito's content type as Cognito sends it, without the charset Fastify adds to a JSON type.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type')).startsWith(CONTENT_TYPE)) reply.header('content-type', CONTENT_TYPE);
    return payload;
  });
  // Every answer carries CORS for the browser apps, errors included (the headers are set when the request comes in).
  await app.register(cors, ANY_ORIGIN);
  noStoreByDefault(app);
  await wellKnownRoutes(app, config);
  app.post<{ Body: string }>('*', async (request, reply) => {
    const target = String(request.headers['x-amz-target'] ?? '');
    const name = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
    const operation = Object.hasOwn(operations, name) ? operations[name] : undefined;
    if (!operation) throw unknownOperation(request);
    const output = await operation(parseInput(request.body), request.headers);
    reply.header('content-type', CONTENT_TYPE);
    return output;
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET') reply.code(404).send({ message: 'Not found' });
    else sendError(request, reply, unknownOperation(request));
  });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof CognitoError) sendError(request, reply, error);
    else answerUnexpected(error, request, reply);
  });
});
