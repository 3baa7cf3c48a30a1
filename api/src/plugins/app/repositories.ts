import fp from 'fastify-plugin';
import { dataAccessOf } from '../../repositories';

/**
 * How the services reach the database (DataAccess), made once: the repositories over the app's database, and the
 * transactions with repositories over their connection. Routes reach them through the services.
 */
export default fp(
  async (app) => {
    const data = dataAccessOf(app.db);
    app.decorate('data', data);
    app.decorate('repositories', data.repositories);
  },
  { name: 'repositories' },
);
