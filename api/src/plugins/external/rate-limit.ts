import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-errors';

/** Counts one request against a budget; throws a 429 when the budget is spent. */
export type RateLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface RateLimits {
  /** Provider webhooks, counted after the signature check: verified and unverified ones have budgets of their own. */
  webhook(request: FastifyRequest, reply: FastifyReply, verified: boolean): Promise<void>;
}

/** The caller's address as the configured proxies tell it (IPv6 by its /64, which one host usually holds whole). */
const addressOf = (request: FastifyRequest) => normalizeIP(request.ip);

/**
 * Budgets per window (RATE_LIMIT_WINDOW_MS), all in this process's memory:
 * - per address, before authentication (onRequest), so that requests with bad or no tokens are counted too;
 * - per person (the verified token's sub), after authentication, whatever address they come from;
 * - provider webhooks per address, after their signature is checked: unverified ones (RATE_LIMIT_UNVERIFIED_MAX) never
 *   use up the budget of verified ones (RATE_LIMIT_ADDRESS_MAX), so junk claiming the provider's address cannot
 *   starve the provider's own webhooks.
 * Routes whose config says `rateLimit: false` (health, webhook) skip the first two.
 */
export default fp(
  async (app) => {
    const { max, addressMax, unverifiedMax, timeWindowMs } = app.config.rateLimit;
    await app.register(rateLimit, { global: false, timeWindow: timeWindowMs });
    const byAddress = budget(app, addressMax, (request) => `address:${addressOf(request)}`);
    const byPerson = budget(app, max, (request) => `user:${request.auth?.sub}`);
    const verifiedWebhooks = budget(app, addressMax, (request) => `webhook:${addressOf(request)}`);
    const unverifiedWebhooks = budget(app, unverifiedMax, (request) => `webhook-unverified:${addressOf(request)}`);

    const counted = (request: FastifyRequest) => request.routeOptions.config?.rateLimit !== false;
    app.addHook('onRequest', async (request, reply) => {
      if (counted(request)) await byAddress(request, reply);
    });
    app.addHook('preValidation', async (request, reply) => {
      if (request.auth && counted(request)) await byPerson(request, reply);
    });
    app.decorate('rateLimits', {
      webhook: (request, reply, verified) => (verified ? verifiedWebhooks : unverifiedWebhooks)(request, reply),
    } satisfies RateLimits);
  },
  { name: 'rate-limit', dependencies: ['services'] },
);

function budget(app: FastifyInstance, max: number, key: (request: FastifyRequest) => string): RateLimit {
  const count = app.createRateLimit({ max, keyGenerator: key });
  return async (request, reply) => {
    const result = await count(request);
    if (result.isAllowed) return;
    reply.header('x-ratelimit-limit', result.max);
    reply.header('x-ratelimit-remaining', result.remaining);
    reply.header('x-ratelimit-reset', result.ttlInSeconds);
    if (!result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    const after = result.ttlInSeconds === 1 ? '1 second' : `${result.ttlInSeconds} seconds`;
    throw new HttpError(429, `Rate limit exceeded, retry in ${after}`);
  };
}
