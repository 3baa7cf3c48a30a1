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
      try {
        await app.db.query('SELECT 1');
        return { status: 'ok', database: app.db.kind };
      } catch {
        return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
      }
    },
  );
};

export default health;
