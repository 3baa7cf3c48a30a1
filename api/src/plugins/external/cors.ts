import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/**
 * Routes that answer conditional requests: the browser may send If-None-Match there and read the ETag. The same path
 * takes POST with an Idempotency-Key.
 */
const CONDITIONAL_PATHS = new Set(['/transactions']);

/** Only the configured app origins, with credentials (the browser sends cookies and the bearer token). */
export default fp(
  async (app) => {
    const allowed = new Set(app.config.appOrigins);
    const options = {
      origin: (origin: string | undefined, cb: (err: Error | null, allow: boolean) => void) =>
        cb(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      exposedHeaders: ['ETag'],
      maxAge: 600,
    };
    const conditional = { ...options, allowedHeaders: [...options.allowedHeaders, 'If-None-Match', 'Idempotency-Key'] };
    await app.register(cors, {
      delegator: (request, cb) => cb(null, CONDITIONAL_PATHS.has(request.url.split('?')[0]!) ? conditional : options),
    });
  },
  { name: 'cors' },
);
