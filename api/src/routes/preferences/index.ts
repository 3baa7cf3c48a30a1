import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PreferencesBody, PreferencesResponse } from '@finance/shared/contracts';
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
      return { column_config: await app.preferencesService.columnConfig(request.user.user_id) };
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
      return {
        column_config: await app.preferencesService.saveColumnConfig(request.user.user_id, request.body.column_config),
      };
    },
  );
};

export default preferences;
