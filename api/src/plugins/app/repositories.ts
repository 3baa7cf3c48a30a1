import fp from 'fastify-plugin';
import { dataAccessOf } from '../../repositories';

/**
 * The repositories over the app's database, made once and shared by every service, and `transaction`, which runs
 * work in one database transaction with repositories over its connection. Routes reach them through the services.
 */
export default fp(
  async (app) => {
    const data = dataAccessOf(app.db);
    app.decorate('repositories', data.repositories);
    app.decorate('transaction', data.transaction);
  },
  { name: 'repositories' },
);
