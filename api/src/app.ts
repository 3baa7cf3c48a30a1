import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import authPlugin from './plugins/app/auth';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './plugins/app/errors';
import { refuseNonFiniteNumbers } from './plugins/app/finite-numbers';
import servicesPlugin from './plugins/app/services';
import compressPlugin from './plugins/external/compress';
import corsPlugin from './plugins/external/cors';
import helmetPlugin from './plugins/external/helmet';
import rateLimitPlugin from './plugins/external/rate-limit';
import swaggerPlugin from './plugins/external/swagger';
import balanceHistoryRoutes from './routes/accounts/balance-history';
import budgetsRoutes from './routes/budgets';
import recurringRoutes from './routes/recurring';
import insightsRoutes from './routes/insights';
import categoriesRoutes from './routes/categories';
import eventsRoutes from './routes/events';
import healthRoutes from './routes/health';
import plaidRoutes from './routes/plaid';
import webhookRoutes from './routes/plaid/webhook';
import preferencesRoutes from './routes/preferences';
import summaryRoutes from './routes/summary';
import transactionsRoutes from './routes/transactions';
import bulkEditRoutes from './routes/transactions/bulk';
import rulesRoutes from './routes/rules';
import transfersRoutes from './routes/transfers';
import userRoutes from './routes/user';
import { ErrorResponse } from '@finance/shared/contracts';
import { formatValidationErrors } from './lib/validation-errors';
import { httpServerFactory } from './lib/http-server';
import { AJV_OPTIONS, buildValidatorByPart } from './lib/validator-compiler';
import { trustProxyOption } from './lib/trust-proxy';
import type { AppDeps } from './types';
import './types';

/** Never in a log line: credentials, provider tokens, secrets. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["plaid-verification"]',
  'res.headers["set-cookie"]',
  '*.access_token',
  '*.public_token',
  '*.accessToken',
  '*.idToken',
  '*.secret',
  'access_token',
  'public_token',
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // The query string can carry a search term; the path is enough to trace a request.
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url.split('?')[0],
      }),
    },
  };
}

/** Builds the API (not listening). Tests pass deps to replace the database, the provider or the identity service. */
export async function buildApp(
  config: Config,
  deps: AppDeps = {},
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    bodyLimit: config.bodyLimit,
    // Only the configured proxies' X-Forwarded-For: a caller must not pick the address it is counted by.
    trustProxy: trustProxyOption(config.trustProxy),
    serverFactory: httpServerFactory(config.connections),
    forceCloseConnections: 'idle',
    // Opening a new embedded PGlite store and the job queue's schema took over 14 s on a loaded machine, past
    // Fastify's 10 s default, and the API exited before serving ("Plugin did not start in time: 'services'").
    pluginTimeout: 60_000,
    ajv: AJV_OPTIONS,
    schemaController: { compilersFactory: { buildValidator: buildValidatorByPart() } },
    schemaErrorFormatter: formatValidationErrors,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  registerErrorHandling(app);
  refuseNonFiniteNumbers(app);
  app.addSchema(ErrorResponse);

  await app.register(servicesPlugin, { deps });
  // CORS and security headers before authentication, so that a 401 carries them too.
  await app.register(corsPlugin);
  await app.register(helmetPlugin);
  // Counting by address comes before authentication, so that requests with bad tokens are counted too.
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);
  await app.register(compressPlugin);
  await app.register(swaggerPlugin);

  await app.register(healthRoutes);
  await app.register(userRoutes);
  await app.register(plaidRoutes);
  await app.register(webhookRoutes);
  await app.register(transactionsRoutes);
  await app.register(categoriesRoutes);
  await app.register(bulkEditRoutes);
  await app.register(rulesRoutes);
  await app.register(transfersRoutes);
  await app.register(summaryRoutes);
  await app.register(budgetsRoutes);
  await app.register(recurringRoutes);
  await app.register(insightsRoutes);
  await app.register(balanceHistoryRoutes);
  await app.register(preferencesRoutes);
  await app.register(eventsRoutes);
  return app;
}
