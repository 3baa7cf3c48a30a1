import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest } from '../../lib/http-errors';
import { requireUser } from '../../plugins/app/auth';
import { PreferencesRepository } from '../../repositories/preferences-repository';
import { MIN_COLUMN_WIDTH, PreferencesBody, PreferencesResponse } from '@finance/shared/contracts';
import { AUTH_ERRORS, errors } from '../../lib/error-responses';

const preferences: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/user-preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: "The user's transaction table columns (null until saved: the client uses its defaults)",
        response: { 200: PreferencesResponse, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { column_config: await new PreferencesRepository(app.db).getColumnConfig(user.user_id) };
    },
  );

  app.post(
    '/api/user-preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Save the transaction table columns',
        body: PreferencesBody,
        response: { 200: PreferencesResponse, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const columns = request.body.column_config;
      const ids = new Set<string>();
      for (const column of columns) {
        if (ids.has(column.id)) throw badRequest(`column_config has the column id "${column.id}" twice`);
        ids.add(column.id);
        if (parseInt(column.width, 10) < MIN_COLUMN_WIDTH) {
          throw badRequest(`column "${column.id}" is narrower than ${MIN_COLUMN_WIDTH}px`);
        }
      }
      return { column_config: await new PreferencesRepository(app.db).saveColumnConfig(user.user_id, columns) };
    },
  );
};

export default preferences;
