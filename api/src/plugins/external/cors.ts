import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Only the configured app origins, with credentials (the browser sends cookies and the bearer token). */
export default fp(async (app) => {
  const allowed = new Set(app.config.appOrigins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
}, { name: 'cors' });
