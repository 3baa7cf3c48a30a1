import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/app/auth';
import { ItemsRepository, type ItemRow } from '../../repositories/items-repository';
import { UsersRepository } from '../../repositories/users-repository';
import { Account, AccountList, ExchangeBody, ExchangeResponse, LinkTokenBody, LinkTokenResponse, RemovalFailure, RemovalRequest, RemovalResponse, SyncBody, SyncResponse } from '@finance/shared/contracts';
import { AUTH_ERRORS, errors } from '../../lib/error-responses';
import { toProviderError } from '../../services/bank-provider';

const plaid: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(Account);
  const items = () => new ItemsRepository(app.db);

  /** Stores a provider error on the item (the sync-issues page shows it) and passes it on. */
  async function recordProviderError(item: ItemRow, err: unknown): Promise<never> {
    const error = toProviderError(err);
    await items().setStatus(item.id, error.errorCode === 'ITEM_LOGIN_REQUIRED' ? 'login_required' : 'error', error.errorCode, error.message);
    throw error;
  }

  app.post(
    '/plaid/link-token',
    {
      schema: {
        tags: ['plaid'],
        summary: 'A Link token; with institution_id of an item that needs repair, one for update mode',
        body: LinkTokenBody,
        response: { 200: LinkTokenResponse, ...errors(...AUTH_ERRORS, 409, 502) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const institutionId = request.body?.institution_id;
      if (institutionId) {
        const item = await items().findByInstitution(user.user_id, institutionId);
        if (!item) throw notFound(`No linked institution ${institutionId}`);
        if (item.status === 'good') throw conflict(`${item.institution_name} is linked and working: there is nothing to repair`);
        const token = await app.provider.createLinkToken({
          userId: user.user_id,
          webhookUrl: app.config.plaid.webhookUrl,
          accessToken: app.cipher.decrypt(item.access_token_enc),
        });
        return { ...token, mode: 'update' as const };
      }
      const token = await app.provider.createLinkToken({ userId: user.user_id, webhookUrl: app.config.plaid.webhookUrl });
      return { ...token, mode: 'link' as const };
    },
  );

  app.post(
    '/plaid/exchange-token',
    {
      schema: {
        tags: ['plaid'],
        summary: 'Exchange the public token from Link; stores the item and its accounts and starts the first sync',
        body: ExchangeBody,
        response: { 200: ExchangeResponse, ...errors(...AUTH_ERRORS, 409, 502) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const body = request.body;
      const alreadyLinked = (name: string) =>
        conflict(`${name} is already linked. Remove it before linking it again, or repair it from Sync Issues.`);
      const existing = await items().findByInstitution(user.user_id, body.institution_id);
      // A healthy item is not linked twice. One that needs repair may come back from Link's update mode.
      if (existing && existing.status === 'good') throw alreadyLinked(existing.institution_name);

      const exchanged = await app.provider.exchangePublicToken(body.public_token).catch((err: unknown) => {
        const error = toProviderError(err);
        // A public token the provider does not accept is the caller's input, not an upstream failure.
        if (error.errorType === 'INVALID_INPUT') throw badRequest(`The public token was not accepted: ${error.message}`);
        throw error;
      });
      const undo = () => app.provider.removeItem(exchanged.access_token).catch(() => undefined);
      let linked: Awaited<ReturnType<typeof app.provider.getAccounts>>;
      try {
        linked = await app.provider.getAccounts(exchanged.access_token);
      } catch (err) {
        await undo();
        throw err;
      }
      if (linked.institution_id && linked.institution_id !== body.institution_id) {
        await undo();
        throw badRequest('institution_id does not match the institution that was linked');
      }
      if (existing) {
        // Update mode hands back the same item: keep it, with its new access token, as repaired.
        if (exchanged.item_id !== existing.plaid_item_id) {
          await undo();
          throw alreadyLinked(existing.institution_name);
        }
        await app.db.transaction(async (tx) => {
          const repo = new ItemsRepository(tx);
          // Accounts the user removed singly stay removed.
          const kept = new Set(await repo.accountIdsOfItem(existing.id));
          await repo.replaceAccessToken(existing.id, app.cipher.encrypt(exchanged.access_token));
          await repo.setStatus(existing.id, 'good', null, null);
          await repo.upsertAccounts(existing, linked.accounts.filter((a) => kept.has(a.account_id)));
        });
        app.syncService.syncInBackground(existing.id);
        const accounts = (await items().listAccounts(user.user_id)).filter((a) => a.institution_id === existing.institution_id);
        return { item_id: existing.institution_id, institution_id: existing.institution_id, institution_name: existing.institution_name, accounts };
      }
      let item: ItemRow;
      try {
        item = await app.db.transaction(async (tx) => {
          const repo = new ItemsRepository(tx);
          const row = await repo.insert({
            userId: user.user_id,
            plaidItemId: exchanged.item_id,
            institutionId: body.institution_id,
            institutionName: body.institution_name,
            accessTokenEnc: app.cipher.encrypt(exchanged.access_token),
          });
          await repo.upsertAccounts(row, linked.accounts);
          await new UsersRepository(tx).setAccountsLinked(user.user_id, true);
          return row;
        });
      } catch (err) {
        await undo();
        // Two links of one institution racing: the unique constraint lets one win.
        if (isUniqueViolation(err, 'items_user_institution_key')) throw alreadyLinked(body.institution_name);
        if (isUniqueViolation(err)) throw conflict('These accounts are already linked');
        throw err;
      }
      app.syncService.syncInBackground(item.id);
      const accounts = (await items().listAccounts(user.user_id)).filter((a) => a.institution_id === item.institution_id);
      return { item_id: item.institution_id, institution_id: item.institution_id, institution_name: item.institution_name, accounts };
    },
  );

  app.get(
    '/plaid/accounts',
    {
      schema: {
        tags: ['plaid'],
        summary: "The user's accounts with balances, last sync and their item's status",
        response: { 200: AccountList, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return items().listAccounts(user.user_id);
    },
  );

  app.post(
    '/plaid/accounts/sync',
    {
      schema: {
        tags: ['plaid'],
        summary: "Refresh an institution's balances and transactions now",
        body: SyncBody,
        response: { 200: SyncResponse, ...errors(...AUTH_ERRORS, 502) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { institution_id: institutionId, accounts: accountIds = [] } = request.body;
      const item = await items().findByInstitution(user.user_id, institutionId);
      if (!item) throw notFound(`No linked institution ${institutionId}`);
      const owned = new Set(await items().accountIdsOfItem(item.id));
      const unknown = accountIds.find((id) => !owned.has(id));
      if (unknown) throw notFound(`No account ${unknown} at institution ${institutionId}`);

      const accessToken = app.cipher.decrypt(item.access_token_enc);
      const balances = await app.provider.getBalances(accessToken, accountIds.length ? accountIds : undefined).catch((err) => recordProviderError(item, err));
      // Only accounts the user kept are refreshed; accounts removed singly stay removed.
      await items().upsertAccounts(item, balances.filter((a) => owned.has(a.account_id)));
      const outcome = await app.syncService.sync(item.id);
      const fresh = await items().findById(item.id);
      const accounts = (await items().listAccounts(user.user_id)).filter((a) => a.institution_id === institutionId);
      return {
        institution_id: institutionId,
        last_sync: fresh?.last_sync ? fresh.last_sync.toISOString() : null,
        transactions_upserted: outcome.upserted,
        transactions_removed: outcome.removed,
        accounts,
      };
    },
  );

  app.delete(
    '/plaid/accounts',
    {
      schema: {
        tags: ['plaid'],
        summary: 'Remove whole items (institutions) and single accounts, with their transactions',
        body: RemovalRequest,
        response: { 200: RemovalResponse, 502: RemovalFailure, ...errors(...AUTH_ERRORS) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const itemIds = [...new Set(request.body.items ?? [])];
      const accountsByItem = request.body.accounts ?? {};
      if (itemIds.length === 0 && Object.values(accountsByItem).every((a) => a.length === 0)) {
        throw badRequest('Nothing to remove: name items or accounts');
      }
      // Check everything named before changing anything: one foreign id refuses the whole request.
      const userItems = new Map((await items().listForUser(user.user_id)).map((i) => [i.institution_id, i]));
      for (const id of itemIds) if (!userItems.has(id)) throw notFound(`No linked institution ${id}`);
      const singles: { item: ItemRow; accountIds: string[] }[] = [];
      for (const [itemId, accountIds] of Object.entries(accountsByItem)) {
        if (accountIds.length === 0 || itemIds.includes(itemId)) continue;
        const item = userItems.get(itemId);
        if (!item) throw notFound(`No linked institution ${itemId}`);
        const owned = new Set(await items().accountIdsOfItem(item.id));
        const unknown = accountIds.find((id) => !owned.has(id));
        if (unknown) throw notFound(`No account ${unknown} at institution ${itemId}`);
        // Removing every account of an item removes the item.
        if (accountIds.length >= owned.size && [...owned].every((id) => accountIds.includes(id))) itemIds.push(itemId);
        else singles.push({ item, accountIds: [...new Set(accountIds)] });
      }

      const itemsRemoved: string[] = [];
      const accountsRemoved: string[] = [];
      const failures: string[] = [];
      for (const id of itemIds) {
        const item = userItems.get(id)!;
        const accountIds = await items().accountIdsOfItem(item.id);
        try {
          await app.provider.removeItem(app.cipher.decrypt(item.access_token_enc));
        } catch (err) {
          const error = toProviderError(err);
          // Already gone at the provider: removing it here is what the user wants.
          if (error.errorCode !== 'ITEM_NOT_FOUND' && error.errorCode !== 'INVALID_ACCESS_TOKEN') {
            failures.push(`${item.institution_name}: ${error.message}`);
            continue;
          }
        }
        await items().deleteItem(user.user_id, item.id);
        itemsRemoved.push(item.institution_id);
        accountsRemoved.push(...accountIds);
      }
      for (const { accountIds } of singles) {
        accountsRemoved.push(...(await items().deleteAccounts(user.user_id, accountIds)));
      }
      if ((await items().countItems(user.user_id)) === 0) {
        await new UsersRepository(app.db).setAccountsLinked(user.user_id, false);
      }
      if (failures.length) {
        return reply.code(502).send({
          error: 'Bad Gateway',
          message: `Failed to remove accounts: ${failures.join('; ')}`,
          accounts_removed: accountsRemoved,
          items_removed: itemsRemoved,
        });
      }
      return { accounts_removed: accountsRemoved, items_removed: itemsRemoved };
    },
  );
};

export default plaid;
