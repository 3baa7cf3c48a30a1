import { Type, type Static } from '@sinclair/typebox';
import { BUDGET_AMOUNT_MAX } from './limits';
import { Money, Nullable } from './common';

/** A budget's month, yyyy-MM: from the month of the person's first transaction to the month after today. */
export const BudgetMonth = Type.String({ minLength: 1, maxLength: 20, description: 'yyyy-MM', examples: ['2026-11'] });

export const BudgetParams = Type.Object({ month: BudgetMonth });
export type BudgetParams = Static<typeof BudgetParams>;

const Amount = Type.Number({ description: 'Dollars, exact to the cent' });

export const BudgetCategory = Type.Object({
  category: Type.String({ description: 'A provider category (e.g. FOOD_AND_DRINK) or cat_...' }),
  amount: Amount,
  set_in: Type.String({ description: 'The month (yyyy-MM) this amount was set in; later months copy it' }),
  rollover: Type.Boolean({ description: "Whether what is left at the month's end carries into the next month" }),
  carried: Type.Number({ description: 'Carried in from the month before (0 without rollover); negative: a deficit' }),
  available: Type.Number({ description: 'amount + carried' }),
  spent: Type.Number({ description: 'Money out less refunds in the category this month' }),
  left: Type.Number({ description: 'available - spent; negative: over budget' }),
});
export type BudgetCategory = Static<typeof BudgetCategory>;

export const BudgetResponse = Type.Object(
  {
    month: Type.String({ description: 'yyyy-MM' }),
    first_month: Type.String({ description: 'The earliest month a budget can be read or set for' }),
    last_month: Type.String({ description: 'The latest month a budget can be read or set for' }),
    income: Type.Number({ description: 'Money in filed under Income (or with no category) that is no transfer' }),
    budgeted: Type.Number({ description: "The month's amounts, deleted categories' included" }),
    left_to_budget: Type.Number({ description: 'income - budgeted' }),
    categories: Type.Array(BudgetCategory, { description: 'The categories with an amount this month' }),
    not_budgeted: Type.Array(Type.Object({ category: Type.String(), spent: Amount }), {
      description: 'Categories without an amount this month that had spending (or refunds), largest first',
    }),
    deleted_budgeted: Type.Number({ description: 'What deleted categories had budgeted this month' }),
    suggestions: Type.Array(
      Type.Object({
        category: Type.String(),
        amount: Type.Number({ description: 'The median of the three months before' }),
        months: Type.Array(Amount, { description: 'Spent in each of the three months before, oldest first' }),
      }),
      { description: 'For a person with no budget yet: an amount per category that had spending' },
    ),
  },
  {
    description:
      "A month's budget over the corrected data: the person's categories, splits by their parts, transfers and " +
      'excluded transactions left out, refunds less spending in their category.',
  },
);
export type BudgetResponse = Static<typeof BudgetResponse>;

/** One category's change: its amount from this month on (null: no budget from this month), its rollover. */
export const BudgetChange = Type.Object(
  {
    category: Type.String({ minLength: 1, maxLength: 100, description: 'A provider category or a cat_ id' }),
    amount: Type.Optional(Nullable(Money({ minimum: 0, maximum: BUDGET_AMOUNT_MAX }))),
    rollover: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type BudgetChange = Static<typeof BudgetChange>;

export const BudgetBody = Type.Object(
  { categories: Type.Array(BudgetChange, { minItems: 1, maxItems: 250 }) },
  { additionalProperties: false },
);
export type BudgetBody = Static<typeof BudgetBody>;
