// The bounds of a person's corrections, as plain numbers: the API's schemas and the apps' forms share them, and the
// apps import them (through @finance/shared/data) without the schema code.
export const CATEGORY_NAME_MAX = 50;
export const DISPLAY_NAME_MAX = 100;
export const NOTES_MAX = 500;
/** The largest amount of a manual transaction, either way. */
export const MANUAL_AMOUNT_MAX = 1_000_000_000;
/** The most ids one bulk edit names (a larger selection is sent as a filter). */
export const BULK_IDS_MAX = 50_000;
/** The most categories and rules one person keeps. */
export const CATEGORIES_MAX = 200;
export const RULES_MAX = 500;
/** The longest text a rule matches, and the shortest one a "contains" rule takes (a letter or two would match most). */
export const RULE_TEXT_MAX = 200;
export const RULE_CONTAINS_MIN = 3;
/** The most accounts one person keeps by hand, and the longest name of one. */
export const HAND_KEPT_ACCOUNTS_MAX = 50;
export const ACCOUNT_NAME_MAX = 100;
/** A split transaction has from 2 to this many parts. */
export const SPLIT_PARTS_MIN = 2;
export const SPLIT_PARTS_MAX = 20;
/**
 * GET /accounts/balance-history: its longest range and its default, the last this many months (one row a day: at most
 * BALANCE_HISTORY_DAYS_MAX), and how far before an account's first recorded balance its history is walked back.
 */
export const BALANCE_HISTORY_MONTHS = 24;
export const BALANCE_HISTORY_DAYS_MAX = 731;
/** The largest amount a budget gives one category in a month. */
export const BUDGET_AMOUNT_MAX = 100_000_000;
/** The most recurring streams one answer lists (a person has dozens), and how far ahead Upcoming looks. */
export const RECURRING_STREAMS_MAX = 500;
export const UPCOMING_DAYS = 30;
