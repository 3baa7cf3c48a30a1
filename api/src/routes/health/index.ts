import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const Health = Type.Object({ status: Type.String(), database: Type.String() });

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      // Load balancers poll it: no token, no rate limit.
      config: { public: true, rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        security: [],
        response: { 200: Health, 503: Health },
      },
    },
    async (_request, reply) => {
      const health = await app.healthService.check();
      return health.status === 'ok' ? health : reply.code(503).send(health);
    },
  );
};

export default health;
