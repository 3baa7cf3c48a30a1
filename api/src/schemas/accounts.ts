import { Type } from '@sinclair/typebox';
import { Nullable } from './common';

const NullableString = Nullable(Type.String());
const NullableNumber = Nullable(Type.Number());

export const ItemStatus = Type.Union(
  [Type.Literal('good'), Type.Literal('login_required'), Type.Literal('pending_expiration'), Type.Literal('error')],
  { description: "The connection's health, for the sync-issues page" },
);

export const Account = Type.Object(
  {
    account_id: Type.String(),
    item_id: Type.String({ description: 'The item (connection); equal to institution_id' }),
    institution_id: Type.String(),
    institution_name: Type.String(),
    name: Type.String(),
    official_name: NullableString,
    type: Type.String({ description: 'depository, credit, loan or investment' }),
    subtype: NullableString,
    mask: NullableString,
    last_sync: Nullable(Type.String({ format: 'date-time' })),
    balances: Type.Object({
      current: NullableNumber,
      available: NullableNumber,
      limit: NullableNumber,
      iso_currency_code: NullableString,
    }),
    item_status: ItemStatus,
    item_error: Nullable(Type.Object({ error_code: Type.String(), error_message: Type.String() })),
  },
  { $id: 'Account', title: 'Account' },
);

export const AccountList = Type.Array(Type.Ref('Account'));

export const LinkTokenBody = Type.Union([
  Type.Object({
    institution_id: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: 'Repair this linked institution (update mode)' }),
    ),
  }),
  Type.Null(),
]);

export const LinkTokenResponse = Type.Object({
  link_token: Type.String(),
  expiration: Type.String(),
  mode: Type.Union([Type.Literal('link'), Type.Literal('update')]),
});

export const ExchangeBody = Type.Object({
  public_token: Type.String({ minLength: 1, maxLength: 500 }),
  institution_id: Type.String({ minLength: 1, maxLength: 100 }),
  institution_name: Type.String({ minLength: 1, maxLength: 200 }),
  link_session_id: Type.Optional(Type.String({ maxLength: 200 })),
  accounts: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.String({ maxLength: 200 }),
        name: Type.Optional(Type.String({ maxLength: 200 })),
        type: Type.Optional(Type.String({ maxLength: 50 })),
        subtype: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
        mask: Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Null()])),
      }),
      { maxItems: 100 },
    ),
  ),
});

export const ExchangeResponse = Type.Object({
  item_id: Type.String(),
  institution_id: Type.String(),
  institution_name: Type.String(),
  accounts: AccountList,
});

export const SyncBody = Type.Object({
  institution_id: Type.String({ minLength: 1, maxLength: 100 }),
  accounts: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100 })),
});

export const SyncResponse = Type.Object({
  institution_id: Type.String(),
  last_sync: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  transactions_upserted: Type.Integer(),
  transactions_removed: Type.Integer(),
  accounts: AccountList,
});

export const RemoveBody = Type.Object({
  items: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 100 })),
  accounts: Type.Optional(
    Type.Record(Type.String({ maxLength: 100 }), Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100 }), {
      description: 'item id (institution_id) -> account ids',
    }),
  ),
});

export const RemoveResponse = Type.Object({
  accounts_removed: Type.Array(Type.String()),
  items_removed: Type.Array(Type.String()),
  message: Type.Optional(Type.String()),
});

export const RemoveFailure = Type.Object({
  error: Type.String(),
  message: Type.String(),
  accounts_removed: Type.Array(Type.String()),
  items_removed: Type.Array(Type.String()),
});
