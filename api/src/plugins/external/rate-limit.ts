import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Per user: the key is the verified token's sub, so it runs after authentication (preValidation); callers without a
 * token (health, docs, webhook) are keyed by address.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: true,
      hook: 'preValidation',
      max: app.config.rateLimit.max,
      timeWindow: app.config.rateLimit.timeWindowMs,
      keyGenerator: (request) => (request.auth ? `user:${request.auth.sub}` : `ip:${request.ip}`),
    });
  },
  { name: 'rate-limit', dependencies: ['auth'] },
);
