// One colour per category on every chart, so that a category keeps its colour from chart to chart and from visit to
// visit: the provider's categories by name, the person's own by their id. Every colour is dark enough to stand out from
// the page (at least 3:1 against white, WCAG 1.4.11 for the parts of a chart), and the charts name every colour in
// their legend, tooltip and table, so no figure is told by colour alone.

/** The provider's spending categories (Plaid's primary personal finance categories). */
const PROVIDER_COLORS: Readonly<Record<string, string>> = {
  FOOD_AND_DRINK: '#c2410c',
  GENERAL_MERCHANDISE: '#1d4ed8',
  TRANSPORTATION: '#047857',
  RENT_AND_UTILITIES: '#7c3aed',
  ENTERTAINMENT: '#db2777',
  TRAVEL: '#0e7490',
  MEDICAL: '#9f1239',
  PERSONAL_CARE: '#a21caf',
  GENERAL_SERVICES: '#4d7c0f',
  HOME_IMPROVEMENT: '#92400e',
  LOAN_PAYMENTS: '#334155',
  BANK_FEES: '#a16207',
  GOVERNMENT_AND_NON_PROFIT: '#3730a3',
  INCOME: '#15803d',
  TRANSFER_IN: '#475569',
  TRANSFER_OUT: '#475569',
};

/** The person's own categories, and any other key, take one of these by their id. */
const OTHER_COLORS = ['#0f766e', '#6d28d9', '#b45309', '#1e40af', '#9d174d', '#166534', '#5b21b6', '#0369a1'];

/** Whatever the charts group as the rest ("Other categories"), and no category at all. */
export const REST_COLOR = '#6b7280';

/** Money in and money out, as every chart shows them (the theme's positive and negative). */
export const INCOME_COLOR = '#15803d';
export const SPENDING_COLOR = '#b91c1c';
export const NET_COLOR = '#111827';
/** Net worth over time: a colour no other chart draws. */
export const NET_WORTH_COLOR = '#0c4a6e';

function hashOf(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) | 0;
  return Math.abs(hash);
}

/** The colour a category key is drawn in, the same on every chart. */
export function categoryColor(key: string): string {
  if (key === 'UNCATEGORIZED' || key === '') return REST_COLOR;
  return PROVIDER_COLORS[key] ?? OTHER_COLORS[hashOf(key) % OTHER_COLORS.length]!;
}

/** Every colour a chart may draw, for the contrast test. */
export const CHART_COLORS: readonly string[] = [
  ...new Set([
    ...Object.values(PROVIDER_COLORS),
    ...OTHER_COLORS,
    REST_COLOR,
    INCOME_COLOR,
    SPENDING_COLOR,
    NET_COLOR,
    NET_WORTH_COLOR,
  ]),
];
