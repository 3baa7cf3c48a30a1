import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, StringEnum } from './common';
import { RecurringQuery } from './recurring';

export const InsightsQuery = RecurringQuery;
export type InsightsQuery = Static<typeof InsightsQuery>;

export const InsightParams = Type.Object({ insight_id: Type.String({ minLength: 1, maxLength: 60 }) });
export type InsightParams = Static<typeof InsightParams>;

export const INSIGHT_KINDS = [
  'category_above_typical',
  'new_payee',
  'price_rise',
  'budget_pace',
  'income_arrived',
  'income_late',
  'duplicate_charge',
] as const;

export const Insight = Type.Object({
  id: Type.String({ description: 'Made of what the statement is about: once dismissed, never made again' }),
  kind: StringEnum(INSIGHT_KINDS),
  text: Type.String({ description: 'The statement, in fixed words, its numbers written in' }),
  numbers: Type.Record(Type.String(), Type.Unsafe<number | string>({ type: ['number', 'string'] }), {
    description: 'The numbers that make it true: amounts in cents, dates yyyy-MM-dd',
  }),
  link: Type.Object(
    {
      from: IsoDate,
      to: IsoDate,
      categories: Type.Optional(Type.Array(Type.String())),
      payee: Type.Optional(Type.String()),
    },
    { description: 'The transactions behind it, as the transactions screen filters them' },
  ),
});
export type Insight = Static<typeof Insight>;

export const InsightsResponse = Type.Object(
  {
    today: IsoDate,
    insights: Type.Array(Insight, { maxItems: 50 }),
  },
  {
    description:
      "Statements about the person's money worked out here from the corrected data (no model, nothing sent " +
      'anywhere), those dismissed left out.',
  },
);
export type InsightsResponse = Static<typeof InsightsResponse>;

export const InsightChange = Type.Object(
  { dismissed: Type.Boolean({ description: 'true: never shown again; false: shown again while it holds' }) },
  { additionalProperties: false },
);
export type InsightChange = Static<typeof InsightChange>;
