import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  TransactionDetail,
  TransactionsCompactResponse,
  TransactionsQuery,
  TransactionsResponse,
} from '@finance/shared/contracts';
import { resolveRange } from '../../lib/date-range';
import { AUTH_ERRORS, errors } from '../../lib/error-responses';
import { negotiateEncoding } from '../../services/response-cache';
import transactionChanges from './changes';
import transactionEdits from './edits';
import transactionSplit from './split';

const transactions: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(TransactionDetail);
  app.get(
    '/transactions',
    {
      // The body is compressed once and cached (services/response-cache.ts), not by the compress plugin per request.
      compress: false,
      schema: {
        tags: ['transactions'],
        summary: "The user's transactions in a date range, newest first, optionally filtered",
        description:
          "Every response carries a weak `ETag` naming the set (filter, format and the person's data). Send it back " +
          'in `If-None-Match` and the response is `304 Not Modified`, with no body, as long as none of your ' +
          'transactions, accounts (names, masks) or category names changed, in the set or not: keep the copy you ' +
          'hold. `Cache-Control: private, no-cache`: a cache must ask again. ' +
          '`count` is the number of rows in this response, `total` the number in the whole set (range and filters). ' +
          'With `limit=N` (1 to 500) the response holds the N newest rows of the set (date descending, then the latest ' +
          'stored first: the same order every time), so an app can show a first page at once and fetch the rest ' +
          'behind it; a page has its own ETag. A `limit` outside 1 to 500, or not an integer, is a 400. ' +
          'Dates run from 1970-01-01 to 2099-12-31 and a range is shorter than 10 years; one response holds at most ' +
          '250,000 rows compact or 50,000 full (400 beyond: ask for shorter ranges or page with limit and offset). ' +
          'A split transaction comes with its parts, each a transaction of its own (`split_of` names the whole): ' +
          'show and count the parts, and hide a whole whose `split` is set and whose `split_of` is null (the ' +
          'filters match each row by its own category and text).',
        querystring: TransactionsQuery,
        response: {
          200: Type.Union([TransactionsResponse, TransactionsCompactResponse], {
            description: 'format full, or format compact',
          }),
          304: Type.Null({ description: 'Not Modified: the set named by If-None-Match is unchanged' }),
          ...errors(...AUTH_ERRORS),
        },
      },
    },
    async (request, typedReply) => {
      // The body is JSON text already (the response schemas describe it), so the reply is not typed by them.
      const reply: FastifyReply = typedReply;
      const range = resolveRange(request.query.start_date, request.query.end_date);
      const transactions = await app.transactionsService.read(
        request.user.user_id,
        range,
        request.query,
        request.headers['if-none-match'],
        negotiateEncoding(request.headers['accept-encoding']),
      );
      const vary = reply.getHeader('vary');
      reply
        .header('etag', transactions.etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      if (transactions.notModified) return reply.code(304).send();
      if (transactions.encoding !== 'identity') reply.header('content-encoding', transactions.encoding);
      return reply.type('application/json; charset=utf-8').send(transactions.body);
    },
  );

  await app.register(transactionChanges);
  await app.register(transactionEdits);
  await app.register(transactionSplit);
};

export default transactions;
