import { Type, type Static } from '@sinclair/typebox';
import { Money, Nullable, PersonText, RefTo, StringEnum } from './common';
import { HAND_KEPT_KIND_VALUES } from './hand-kept';
import { ACCOUNT_NAME_MAX, MANUAL_AMOUNT_MAX } from './limits';

export * from './hand-kept';

const NullableString = Nullable(Type.String());
const NullableNumber = Nullable(Type.Number());

/** Plaid's account types; the apps group the first four and show others as they come. */
export const ACCOUNT_TYPE_VALUES = ['depository', 'credit', 'loan', 'investment', 'brokerage', 'other'] as const;
export const AccountType = StringEnum(ACCOUNT_TYPE_VALUES, {
  description: 'depository, credit, loan or investment (Plaid may also say brokerage or other)',
});
export type AccountType = Static<typeof AccountType>;

export const ITEM_STATUS_VALUES = ['good', 'login_required', 'pending_expiration', 'error'] as const;
export const ItemStatus = StringEnum(ITEM_STATUS_VALUES, {
  description: "The connection's health, for the sync-issues page",
});
export type ItemStatus = Static<typeof ItemStatus>;

export const AccountBalances = Type.Object({
  current: NullableNumber,
  available: NullableNumber,
  limit: Nullable(Type.Number({ description: 'Credit limit (credit and some loan accounts); null elsewhere' })),
  iso_currency_code: NullableString,
});
export type AccountBalances = Static<typeof AccountBalances>;

export const ItemError = Type.Object({ error_code: Type.String(), error_message: Type.String() });
export type ItemError = Static<typeof ItemError>;

export const Account = Type.Object(
  {
    account_id: Type.String(),
    item_id: Type.String({ description: 'The item (connection); equal to institution_id' }),
    institution_id: Type.String(),
    institution_name: Type.String({
      description: "Always present: the institution's name at the provider when it was linked",
    }),
    name: Type.String(),
    official_name: NullableString,
    type: AccountType,
    subtype: NullableString,
    mask: NullableString,
    last_sync: Nullable(Type.String({ format: 'date-time' })),
    balances: AccountBalances,
    item_status: ItemStatus,
    item_error: Nullable(ItemError),
    kept_by_hand: Type.Optional(
      Type.Boolean({
        description:
          "Present (true) only on an account the person keeps (POST /accounts), not a bank's: its item_id and " +
          'institution_id are "kept_by_hand", ' +
          'its balance is its opening balance moved by its manual transactions; no sync touches it',
      }),
    ),
  },
  { $id: 'Account', title: 'Account' },
);
export type Account = Static<typeof Account>;

/** Accounts in responses refer to the one registered Account schema. */
export const AccountList = Type.Array(RefTo(Account));
export type AccountList = Static<typeof AccountList>;

export const LinkTokenBody = Type.Union([
  Type.Object({
    institution_id: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: 'Repair this linked institution (update mode)' }),
    ),
  }),
  Type.Null(),
]);
export type LinkTokenBody = Static<typeof LinkTokenBody>;

export const LinkTokenResponse = Type.Object({
  link_token: Type.String(),
  expiration: Type.String(),
  mode: StringEnum(['link', 'update'] as const),
});
export type LinkTokenResponse = Static<typeof LinkTokenResponse>;

/** An account as Link's onSuccess metadata lists it. */
export const LinkedAccountMetadata = Type.Object({
  id: Type.String({ maxLength: 200 }),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  type: Type.Optional(Type.String({ maxLength: 50 })),
  subtype: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  mask: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
});
export type LinkedAccountMetadata = Static<typeof LinkedAccountMetadata>;

export const ExchangeBody = Type.Object({
  public_token: Type.String({ minLength: 1, maxLength: 500 }),
  institution_id: Type.String({ minLength: 1, maxLength: 100 }),
  institution_name: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        "Accepted and ignored: the stored name is the provider's (institutions/get_by_id). Kept so that remotes built for the API that required it still link.",
    }),
  ),
  link_session_id: Type.Optional(Type.String({ maxLength: 200 })),
  accounts: Type.Optional(Type.Array(LinkedAccountMetadata, { maxItems: 100 })),
});
export type ExchangeBody = Static<typeof ExchangeBody>;

export const ExchangeResponse = Type.Object({
  item_id: Type.String(),
  institution_id: Type.String(),
  institution_name: Type.String(),
  accounts: AccountList,
});
export type ExchangeResponse = Static<typeof ExchangeResponse>;

export const SyncBody = Type.Object({
  institution_id: Type.String({ minLength: 1, maxLength: 100 }),
  accounts: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100 })),
});
export type SyncBody = Static<typeof SyncBody>;

export const SyncResponse = Type.Object({
  institution_id: Type.String(),
  last_sync: Nullable(Type.String({ format: 'date-time' })),
  transactions_upserted: Type.Integer(),
  transactions_removed: Type.Integer(),
  accounts: AccountList,
});
export type SyncResponse = Static<typeof SyncResponse>;

/** Whole items (institutions) and single accounts to remove. */
export const RemovalRequest = Type.Object({
  items: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 100 })),
  accounts: Type.Optional(
    Type.Record(
      Type.String({ maxLength: 100 }),
      Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100 }),
      {
        description: 'item id (institution_id) -> account ids',
      },
    ),
  ),
});
export type RemovalRequest = Static<typeof RemovalRequest>;

export const RemovalResponse = Type.Object({
  accounts_removed: Type.Array(Type.String()),
  items_removed: Type.Array(Type.String()),
  message: Type.Optional(Type.String()),
});
export type RemovalResponse = Static<typeof RemovalResponse>;

/** 502: the provider refused some removals; what was removed is still listed. */
export const RemovalFailure = Type.Object({
  error: Type.String(),
  message: Type.String(),
  accounts_removed: Type.Array(Type.String()),
  items_removed: Type.Array(Type.String()),
});
export type RemovalFailure = Static<typeof RemovalFailure>;

const AccountName = PersonText({ maxLength: ACCOUNT_NAME_MAX });

/**
 * POST /accounts: an account kept by hand. Its opening balance is what it held (or, for a credit card or a loan, what
 * was owed) when the person began keeping it.
 */
export const HandKeptAccountBody = Type.Object(
  {
    name: AccountName,
    kind: StringEnum(HAND_KEPT_KIND_VALUES, {
      description: 'cash, checking, credit_card, loan or other',
    }),
    iso_currency_code: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217, e.g. USD' }),
    opening_balance: Money({
      minimum: -MANUAL_AMOUNT_MAX,
      maximum: MANUAL_AMOUNT_MAX,
      description: 'At most 2 decimals; for a credit card or a loan, what is owed',
    }),
  },
  { additionalProperties: false },
);
export type HandKeptAccountBody = Static<typeof HandKeptAccountBody>;

/** PATCH /accounts/:account_id: a new name for an account kept by hand. */
export const HandKeptAccountPatch = Type.Object({ name: AccountName }, { additionalProperties: false });
export type HandKeptAccountPatch = Static<typeof HandKeptAccountPatch>;

export const AccountParams = Type.Object({ account_id: Type.String({ minLength: 1, maxLength: 200 }) });
export type AccountParams = Static<typeof AccountParams>;
