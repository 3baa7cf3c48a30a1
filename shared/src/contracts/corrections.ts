// What a person corrects of their transactions (issue 22): their own categories beside the provider's, edits of one
// transaction, cash and manual transactions, rules, many transactions at once, and transfers between their accounts.
// A person's edits live beside the bank's data (the bank's values stay as the bank sent them); every read of a
// transaction (GET /transactions, the summaries) shows the corrected values.
import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, Money, Nullable, PersonText, RefTo, StringEnum } from './common';
import {
  BULK_IDS_MAX,
  CATEGORY_NAME_MAX,
  DISPLAY_NAME_MAX,
  MANUAL_AMOUNT_MAX,
  NOTES_MAX,
  RULE_CONTAINS_MIN,
  RULE_TEXT_MAX,
  RULES_MAX,
  SPLIT_PARTS_MAX,
  SPLIT_PARTS_MIN,
} from './limits';
import { TransactionDetail, TransactionsQuery } from './transactions';

export * from './limits';

/** The provider's sixteen primary personal finance categories, as Plaid names them. */
export const PROVIDER_CATEGORIES = [
  'INCOME',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'LOAN_PAYMENTS',
  'BANK_FEES',
  'ENTERTAINMENT',
  'FOOD_AND_DRINK',
  'GENERAL_MERCHANDISE',
  'HOME_IMPROVEMENT',
  'MEDICAL',
  'PERSONAL_CARE',
  'GENERAL_SERVICES',
  'GOVERNMENT_AND_NON_PROFIT',
  'TRANSPORTATION',
  'TRAVEL',
  'RENT_AND_UTILITIES',
] as const;

/**
 * A category key: one of PROVIDER_CATEGORIES, or the id of one of the person's own categories (`cat_...`). Which one
 * a transaction has is its `personal_finance_category.primary`.
 */
const CategoryKey = Type.String({ minLength: 1, maxLength: 100, description: 'A provider category or a cat_ id' });

export const Category = Type.Object({
  category_id: Type.String({ description: 'A provider category (e.g. FOOD_AND_DRINK) or cat_...' }),
  name: Type.String({ description: 'What the screen shows ("Food And Drink", or the name the person gave)' }),
  kind: StringEnum(['provider', 'custom'] as const),
});
export type Category = Static<typeof Category>;

export const CategoriesResponse = Type.Object({
  categories: Type.Array(Category, { description: "The provider's sixteen first, then the person's, by name" }),
});
export type CategoriesResponse = Static<typeof CategoriesResponse>;

/**
 * POST /categories and PATCH /categories/:category_id; the name is cleaned as PersonText says, and unique per person
 * (the provider's included) compared without case and white space: "Food\u00A0and drink" is "Food And Drink".
 */
export const CategoryBody = Type.Object(
  { name: PersonText({ maxLength: CATEGORY_NAME_MAX }) },
  { additionalProperties: false },
);
export type CategoryBody = Static<typeof CategoryBody>;

export const CategoryParams = Type.Object({ category_id: Type.String({ minLength: 1, maxLength: 100 }) });
export type CategoryParams = Static<typeof CategoryParams>;

/** GET /categories/counts: how many of the person's transactions each category holds now (categories with none absent). */
export const CategoryCountsResponse = Type.Object({
  counts: Type.Array(Type.Object({ category_id: Type.String(), transactions: Type.Integer({ minimum: 1 }) }), {
    description:
      "By category key; a transaction counts in its category as the screen shows it (the person's or the bank's)",
  }),
});
export type CategoryCountsResponse = Static<typeof CategoryCountsResponse>;

/** POST /categories/:category_id/merge: the category's transactions and rules go to `into`, then it is deleted. */
export const CategoryMergeBody = Type.Object({ into: CategoryKey }, { additionalProperties: false });
export type CategoryMergeBody = Static<typeof CategoryMergeBody>;
export const CategoryMergeResponse = Type.Object({ moved: Type.Integer({ description: 'Transactions moved' }) });
export type CategoryMergeResponse = Static<typeof CategoryMergeResponse>;

export const TransactionParams = Type.Object({ transaction_id: Type.String({ minLength: 1, maxLength: 200 }) });
export type TransactionParams = Static<typeof TransactionParams>;

/**
 * PATCH /transactions/:transaction_id: the fields given change, the others stay. null (false for excluded) puts a
 * field back to the bank's value.
 */
export const TransactionPatch = Type.Object(
  {
    category: Type.Optional(Nullable(CategoryKey)),
    display_name: Type.Optional(Nullable(PersonText({ maxLength: DISPLAY_NAME_MAX }))),
    notes: Type.Optional(Nullable(PersonText({ maxLength: NOTES_MAX, kind: 'notes' }))),
    excluded: Type.Optional(Type.Boolean({ description: 'Left out of totals and summaries' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type TransactionPatch = Static<typeof TransactionPatch>;

/** POST /transactions: a cash or manual transaction on one of the person's accounts, marked manual. */
export const ManualTransactionBody = Type.Object(
  {
    account_id: Type.String({ minLength: 1, maxLength: 200 }),
    date: IsoDate,
    amount: Money({
      minimum: -MANUAL_AMOUNT_MAX,
      maximum: MANUAL_AMOUNT_MAX,
      notZero: true,
      description: 'Not zero. Positive: money out; negative: money in (Plaid convention); at most 2 decimals',
    }),
    description: PersonText({ maxLength: DISPLAY_NAME_MAX }),
    category: Type.Optional(CategoryKey),
    notes: Type.Optional(PersonText({ maxLength: NOTES_MAX, kind: 'notes' })),
  },
  { additionalProperties: false },
);
export type ManualTransactionBody = Static<typeof ManualTransactionBody>;

/**
 * POST /transactions may carry an Idempotency-Key (a client's unique string for one intended transaction, e.g. a
 * UUID): sent again within 24 hours, the first answer is given again and nothing is created twice.
 */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$', description: 'Printable ASCII' }),
  ),
});

/** One part of a split: its own amount (same convention as the whole), category and note. */
export const SplitPart = Type.Object(
  {
    amount: Money({
      minimum: -MANUAL_AMOUNT_MAX,
      maximum: MANUAL_AMOUNT_MAX,
      notZero: true,
      description: 'Not zero, at most 2 decimals; the parts add up to the whole to the cent',
    }),
    // The part's category; absent or null: the whole's category as shown.
    category: Type.Optional(Nullable(CategoryKey)),
    notes: Type.Optional(Nullable(PersonText({ maxLength: NOTES_MAX, kind: 'notes' }))),
  },
  { additionalProperties: false },
);
export type SplitPart = Static<typeof SplitPart>;

/**
 * PUT /transactions/:transaction_id/split: split a transaction into SPLIT_PARTS_MIN to SPLIT_PARTS_MAX parts that add
 * up to its amount to the cent (else 400, naming the remainder), or give an already split one new parts (they replace
 * the old ones). Not a part, a pending transaction, nor one half of a transfer (400).
 */
export const SplitBody = Type.Object(
  { parts: Type.Array(SplitPart, { minItems: SPLIT_PARTS_MIN, maxItems: SPLIT_PARTS_MAX }) },
  { additionalProperties: false },
);
export type SplitBody = Static<typeof SplitBody>;

/** PUT /transactions/:transaction_id/split (200): the whole, marked `split`, and its parts in the order given. */
export const SplitResponse = Type.Object({
  transaction: RefTo(TransactionDetail),
  parts: Type.Array(RefTo(TransactionDetail)),
});
export type SplitResponse = Static<typeof SplitResponse>;

/** The transactions a bulk edit changes: by ids, or by the same filter GET /transactions takes. */
export const TransactionSelection = Type.Union([
  Type.Object(
    { ids: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { minItems: 1, maxItems: BULK_IDS_MAX }) },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      filter: Type.Pick(TransactionsQuery, ['start_date', 'end_date', 'account', 'category', 'search'], {
        additionalProperties: false,
      }),
    },
    { additionalProperties: false },
  ),
]);
export type TransactionSelection = Static<typeof TransactionSelection>;

/** POST /transactions/bulk */
export const BulkEditBody = Type.Object(
  {
    selection: TransactionSelection,
    set: Type.Object(
      { category: Type.Optional(Nullable(CategoryKey)), excluded: Type.Optional(Type.Boolean()) },
      { additionalProperties: false, minProperties: 1 },
    ),
  },
  { additionalProperties: false },
);
export type BulkEditBody = Static<typeof BulkEditBody>;

export const BulkEditResponse = Type.Object({ updated: Type.Integer({ description: 'Transactions changed' }) });
export type BulkEditResponse = Static<typeof BulkEditResponse>;

/** What a rule compares: the bank's merchant_name, or its description (the transaction's `name`). */
export const RULE_MATCH_FIELDS = ['merchant', 'name'] as const;
/** How: the whole text ('is'), or a part of it ('contains', at least RULE_CONTAINS_MIN characters). */
export const RULE_MATCH_OPS = ['is', 'contains'] as const;

const RuleMatchFields = {
  match_field: StringEnum(RULE_MATCH_FIELDS, {
    description: "merchant: the bank's merchant_name; name: its description",
  }),
  match_op: Type.Optional(
    StringEnum(RULE_MATCH_OPS, {
      description: `is (default): the whole text; contains: a part of it, at least ${RULE_CONTAINS_MIN} characters`,
    }),
  ),
  match_value: PersonText({ maxLength: RULE_TEXT_MAX }),
};

/**
 * "Transactions whose merchant (or description) is (or contains) X get category Y", and/or a display name, and/or are
 * left out of totals: at least one of the three. X matches ignoring case and surrounding spaces; a contains rule's
 * % and _ are letters, not wildcards. A new rule comes last in the person's order.
 */
export const RuleBody = Type.Object(
  {
    ...RuleMatchFields,
    category: Type.Optional(Nullable(CategoryKey)),
    display_name: Type.Optional(Nullable(PersonText({ maxLength: DISPLAY_NAME_MAX }))),
    excluded: Type.Optional(Type.Boolean({ description: 'Leaves the transactions out of totals and summaries' })),
    enabled: Type.Optional(Type.Boolean({ description: 'false: kept, but applied nowhere (default true)' })),
  },
  { additionalProperties: false },
);
export type RuleBody = Static<typeof RuleBody>;

/** PATCH /rules/:rule_id: the fields given change, the others stay (null category or display_name: none). */
export const RulePatch = Type.Partial(RuleBody, { additionalProperties: false, minProperties: 1 });
export type RulePatch = Static<typeof RulePatch>;

export const Rule = Type.Object({
  rule_id: Type.String(),
  match_field: StringEnum(RULE_MATCH_FIELDS),
  match_op: StringEnum(RULE_MATCH_OPS),
  match_value: Type.String(),
  category: Nullable(Type.String()),
  display_name: Nullable(Type.String()),
  excluded: Type.Boolean(),
  enabled: Type.Boolean(),
  position: Type.Integer({ description: 'Its place in the order, from 0: where several rules match, the first wins' }),
  created_at: Type.String({ format: 'date-time' }),
});
export type Rule = Static<typeof Rule>;

export const RuleParams = Type.Object({ rule_id: Type.String({ minLength: 1, maxLength: 100 }) });
export type RuleParams = Static<typeof RuleParams>;

export const RulesResponse = Type.Object({
  rules: Type.Array(Rule, { description: 'In their order: where several match a transaction, the first one wins' }),
});
export type RulesResponse = Static<typeof RulesResponse>;

/** PUT /rules/order: every one of the person's rules, each once, in the order wanted. */
export const RulesOrderBody = Type.Object(
  {
    rule_ids: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
      maxItems: RULES_MAX,
      uniqueItems: true,
      description: "Every one of the person's rule_ids, each once, first wins",
    }),
  },
  { additionalProperties: false },
);
export type RulesOrderBody = Static<typeof RulesOrderBody>;

/** POST /rules (201), PATCH /rules/:rule_id and POST /rules/:rule_id/apply: the rule and the transactions it changed. */
export const RuleResponse = Type.Object({ rule: Rule, applied: Type.Integer() });
export type RuleResponse = Static<typeof RuleResponse>;

/**
 * GET /rules/matches: how many existing transactions a new rule with this match would change, before it is made (those
 * a rule before it in the order matches are not counted: it would come last).
 */
export const RuleMatchesQuery = Type.Object(RuleMatchFields);
export type RuleMatchesQuery = Static<typeof RuleMatchesQuery>;
export const RuleMatchesResponse = Type.Object({ matches: Type.Integer() });
export type RuleMatchesResponse = Static<typeof RuleMatchesResponse>;

/** POST /transfers: pair two of the person's transactions by hand (opposite signs, different accounts). */
export const TransferBody = Type.Object(
  {
    transaction_ids: Type.Tuple([
      Type.String({ minLength: 1, maxLength: 200 }),
      Type.String({ minLength: 1, maxLength: 200 }),
    ]),
  },
  { additionalProperties: false },
);
export type TransferBody = Static<typeof TransferBody>;
