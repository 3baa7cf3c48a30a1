import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CategoriesResponse,
  Category,
  CategoryBody,
  CategoryCountsResponse,
  CategoryMergeBody,
  CategoryMergeResponse,
  CategoryParams,
} from '@finance/shared/contracts';
import { AUTH_ERRORS, errors } from '../../lib/error-responses';

/** The provider's sixteen primary categories and the person's own: list, count, create, rename, merge, delete. */
const categories: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.categoriesService;

  app.get(
    '/categories',
    {
      schema: {
        tags: ['categories'],
        summary: "The provider's categories, then the person's own by name",
        response: { 200: CategoriesResponse, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) => ({ categories: await service.list(request.user.user_id) }),
  );

  app.get(
    '/categories/counts',
    {
      schema: {
        tags: ['categories'],
        summary: "How many of the person's transactions each category holds",
        description:
          "A transaction counts in the category the screen shows: the person's (or a rule's), else the bank's.",
        response: { 200: CategoryCountsResponse, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) => ({ counts: await service.counts(request.user.user_id) }),
  );

  app.post(
    '/categories',
    {
      schema: {
        tags: ['categories'],
        summary: "Create a category of the person's own",
        description:
          'The name is trimmed and unique per person ignoring case (409 when taken, also by a provider one).',
        body: CategoryBody,
        response: { 201: Category, ...errors(...AUTH_ERRORS, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.user.user_id, request.body.name)),
  );

  app.patch(
    '/categories/:category_id',
    {
      schema: {
        tags: ['categories'],
        summary: "Rename a category of the person's own",
        description: "Its transactions keep it. A provider category cannot be renamed (400); another person's: 404.",
        params: CategoryParams,
        body: CategoryBody,
        response: { 200: Category, ...errors(...AUTH_ERRORS, 409) },
      },
    },
    async (request) => service.rename(request.user.user_id, request.params.category_id, request.body.name),
  );

  app.post(
    '/categories/:category_id/merge',
    {
      schema: {
        tags: ['categories'],
        summary: "Merge a category of the person's own into another category",
        description:
          'Its transactions and rules go to `into` (a provider category or another of their own), then it is deleted. ' +
          "A provider category cannot be merged, nor a category into itself (400); another person's: 404.",
        params: CategoryParams,
        body: CategoryMergeBody,
        response: { 200: CategoryMergeResponse, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) => ({
      moved: await service.merge(request.user.user_id, request.params.category_id, request.body.into),
    }),
  );

  app.delete(
    '/categories/:category_id',
    {
      schema: {
        tags: ['categories'],
        summary: "Delete a category of the person's own",
        description:
          "Its transactions go back to the bank's category and the rules naming it are deleted. A provider category " +
          "cannot be deleted (400); another person's: 404.",
        params: CategoryParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errors(...AUTH_ERRORS) },
      },
    },
    async (request, reply) => {
      await service.remove(request.user.user_id, request.params.category_id);
      return reply.code(204).send(null);
    },
  );
};

export default categories;
