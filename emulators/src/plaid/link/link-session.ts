import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { accountFor, templateFor } from '../accounts';
import { credentialsAreValid } from '../credentials';
import { findInstitution, INSTITUTIONS } from '../institutions';
import type { PlaidContext } from '../plaid-context';
import { errors } from '../plaid-error';

/** What the Link frame sends: the link token, then the chosen institution, the credentials and the accounts. */
interface LinkCall {
  link_token?: unknown;
  institution_id?: unknown;
  username?: unknown;
  password?: unknown;
  masks?: unknown;
  link_session_id?: unknown;
}

/** The Link frame's own calls (not part of Plaid's public API): the session, the credentials, the end of the link. */
export async function linkSessionRoutes(app: FastifyInstance, { store, items, webhooks }: PlaidContext): Promise<void> {
  function linkToken(body: LinkCall) {
    const token = store.findLinkToken(body.link_token);
    if (!token) throw errors.invalidLinkToken();
    if (!token.item_id) return { token, item: undefined };
    const item = store.item(token.item_id);
    if (!item || item.removed) throw errors.invalidLinkToken();
    return { token, item };
  }

  /** The institution chosen (the item's own in update mode), once the credentials given for it are good. */
  function institutionFor(body: LinkCall, itemInstitution: string | undefined) {
    const institution = findInstitution(body.institution_id);
    if (!institution || (itemInstitution && institution.institution_id !== itemInstitution))
      throw errors.invalidInstitution();
    if (!credentialsAreValid(body.username, body.password)) throw errors.invalidCredentials();
    return institution;
  }

  app.post<{ Body: LinkCall }>('/link/api/session', async (request) => {
    const { token, item } = linkToken(request.body);
    const institution = item ? findInstitution(item.institution_id) : undefined;
    const brief = ({ institution_id, name, primary_color }: (typeof INSTITUTIONS)[number]) => ({
      institution_id,
      name,
      primary_color,
    });
    return {
      link_session_id: crypto.randomUUID(),
      client_name: token.client_name,
      mode: item ? 'update' : 'create',
      institution: institution ? brief(institution) : null,
      institutions: INSTITUTIONS.map(brief),
    };
  });

  app.post<{ Body: LinkCall }>('/link/api/credentials', async (request) => {
    const { item } = linkToken(request.body);
    const institution = institutionFor(request.body, item?.institution_id);
    const masks = item ? item.masks : institution.accountMasks;
    return {
      accounts: masks.map((mask) => {
        const template = templateFor(mask);
        return { mask, name: template.name, type: template.type, subtype: template.subtype };
      }),
    };
  });

  app.post<{ Body: LinkCall }>('/link/api/complete', async (request) => {
    const { body } = request;
    const { token, item: existing } = linkToken(body);
    const institution = institutionFor(body, existing?.institution_id);
    let item = existing;
    if (item) {
      // Update mode renews the person's consent; a broken login is repaired, and Plaid says so to the webhook.
      if (item.consent_expiration_time) {
        item.consent_expiration_time = null;
        store.save();
      }
      if (item.login_required) {
        item.login_required = false;
        store.save();
        webhooks.fire(item, { webhook_type: 'ITEM', webhook_code: 'LOGIN_REPAIRED', error: null });
      }
    } else {
      const masks = Array.isArray(body.masks)
        ? (body.masks as unknown[]).filter((mask): mask is string => institution.accountMasks.includes(String(mask)))
        : [];
      if (masks.length === 0) throw errors.invalidField('choose at least one account');
      item = items.create(institution, {
        clientUserId: token.client_user_id,
        username: String(body.username),
        webhook: token.webhook,
        products: token.products,
        masks,
      });
    }
    const accounts = item.masks.map((mask) => {
      const account = accountFor(item.item_id, item.seed, mask);
      return {
        id: account.account_id,
        name: account.name,
        mask: account.mask,
        type: account.type,
        subtype: account.subtype,
        verification_status: null,
        class_type: null,
      };
    });
    const publicToken = store.createPublicToken(item.item_id);
    return {
      public_token: publicToken,
      metadata: {
        institution: { name: institution.name, institution_id: institution.institution_id },
        accounts,
        account_id: accounts[0]?.id ?? null,
        account: accounts[0] ?? null,
        link_session_id: typeof body.link_session_id === 'string' ? body.link_session_id : crypto.randomUUID(),
        transfer_status: null,
        public_token: publicToken,
      },
    };
  });
}
