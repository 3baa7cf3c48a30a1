import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/** The OpenAPI document at /docs/json, the UI at /docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        // 3.1: nullable values are type lists ({type: ['string', 'null']}), which 3.0 cannot express.
        openapi: '3.1.0',
        info: {
          title: 'Finance Tracker API',
          version: '1.0.0',
          description:
            'Every call but /health, /docs and /plaid/webhook needs `Authorization: Bearer <Cognito ID token>`. ' +
            'Errors are JSON `{error, message}`.',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearerAuth: [] }],
      },
    });
    // The UI's own routes need no token.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/docs')) route.config = { ...(route.config ?? {}), public: true };
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
