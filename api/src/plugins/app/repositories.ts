import fp from 'fastify-plugin';
import { EventsRepository } from '../../repositories/events-repository';
import { ItemsRepository } from '../../repositories/items-repository';
import { PreferencesRepository } from '../../repositories/preferences-repository';
import { SummariesRepository } from '../../repositories/summaries-repository';
import { TransactionsRepository } from '../../repositories/transactions-repository';
import { UsersRepository } from '../../repositories/users-repository';

/**
 * The repositories over the app's database, made once and shared by every route and service. Work that must be one
 * database transaction builds its own over the transaction's connection.
 */
export default fp(
  async (app) => {
    app.decorate('usersRepository', new UsersRepository(app.db));
    app.decorate('itemsRepository', new ItemsRepository(app.db));
    app.decorate('transactionsRepository', new TransactionsRepository(app.db));
    app.decorate('summariesRepository', new SummariesRepository(app.db));
    app.decorate('preferencesRepository', new PreferencesRepository(app.db));
    app.decorate('eventsRepository', new EventsRepository(app.db));
  },
  { name: 'repositories' },
);
