import { readPlainWords, type NamedCategory, type PlainWordsChip } from './plain-words';

const CATEGORIES: NamedCategory[] = [
  { key: 'FOOD_AND_DRINK', name: 'Food And Drink' },
  { key: 'TRAVEL', name: 'Travel' },
  { key: 'cat_kids', name: 'Kids' },
  { key: 'cat_food', name: 'Food' },
];

/** The chips as short strings: "search coffee", "dates 2025-12-01..2025-12-31", "min 5.01", "category TRAVEL". */
function read(text: string, today: string): { chips: string[]; unread: string[] } {
  const reading = readPlainWords(text, today, CATEGORIES);
  const show = (chip: PlainWordsChip) =>
    chip.kind === 'search'
      ? `search ${chip.text}`
      : chip.kind === 'dates'
        ? `dates ${chip.from}..${chip.to}`
        : chip.kind === 'category'
          ? `category ${chip.category}`
          : `${chip.kind} ${chip.amount}`;
  return { chips: reading.chips.map(show), unread: reading.unread };
}

// The suites run in America/New_York (tooling/jest): "today" is the person's date there, around a year's end.
describe("plain words read as the screen's filters", () => {
  it.each([
    // Friday, January 2nd 2026: last month and last year are 2025's; December named alone is last December.
    ['coffee last month over $5', '2026-01-02', ['search coffee', 'dates 2025-12-01..2025-12-31', 'min 5.01']],
    ['amazon since january', '2026-01-02', ['search amazon', 'dates 2026-01-01..']],
    ['amazon since january', '2026-11-29', ['search amazon', 'dates 2026-01-01..']],
    ['uber in december', '2026-01-02', ['search uber', 'dates 2025-12-01..2025-12-31']],
    ['december', '2026-12-31', ['dates 2026-12-01..2026-12-31']],
    ['last year travel', '2026-01-02', ['dates 2025-01-01..2025-12-31', 'category TRAVEL']],
    ['this month', '2026-01-02', ['dates 2026-01-01..2026-01-31']],
    ['this year', '2025-12-31', ['dates 2025-01-01..2025-12-31']],
    // Weeks start on Sunday: Sunday December 28th to Saturday January 3rd.
    ['this week', '2026-01-02', ['dates 2025-12-28..2026-01-03']],
    ['last week', '2026-01-02', ['dates 2025-12-21..2025-12-27']],
    ['yesterday', '2026-01-01', ['dates 2025-12-31..2025-12-31']],
    ['today', '2025-12-31', ['dates 2025-12-31..2025-12-31']],
    ['past 7 days', '2026-01-02', ['dates 2025-12-27..2026-01-02']],
    ['in 2024', '2026-01-02', ['dates 2024-01-01..2024-12-31']],
    ['since dec 28', '2026-01-02', ['dates 2025-12-28..']],
    ['before march 3', '2026-05-01', ['dates ..2026-03-02']],
    ['after 12/30/2025', '2026-01-02', ['dates 2025-12-31..']],
    ['from dec 20 2025 to jan 2 2026', '2026-01-02', ['dates 2025-12-20..2026-01-02']],
    // Amounts: bounds as the filter holds them (inclusive), to the cent.
    ['under $20', '2026-01-02', ['max 19.99']],
    ['at least $1,250.50 rent', '2026-01-02', ['search rent', 'min 1250.5']],
    ['between $5 and $20', '2026-01-02', ['min 5', 'max 20']],
    ['between 20 and 5', '2026-01-02', ['min 5', 'max 20']],
    ['$12.50', '2026-01-02', ['min 12.5', 'max 12.5']],
    // Categories by their whole name, the longest first; the rest is searched.
    ['food and drink at whole foods', '2026-01-02', ['search whole foods', 'category FOOD_AND_DRINK']],
    ['kids shoes', '2026-01-02', ['search shoes', 'category cat_kids']],
    ['show me my coffee purchases', '2026-01-02', ['search coffee']],
  ])('%j on %s', (text, today, chips) => {
    expect(read(text, today)).toEqual({ chips, unread: [] });
  });

  it('says what it cannot read, and guesses nothing', () => {
    expect(read('coffee over lots', '2026-01-02')).toEqual({ chips: ['search coffee'], unread: ['over lots'] });
    expect(read('since the blue moon', '2026-01-02')).toEqual({ chips: [], unread: ['since the blue moon'] });
    // Two periods: the first is read, the second said.
    expect(read('last month in 2024', '2026-01-02')).toEqual({
      chips: ['dates 2025-12-01..2025-12-31'],
      unread: ['in 2024'],
    });
    expect(read('over $5 over $9', '2026-01-02')).toEqual({ chips: ['min 5.01'], unread: ['over $9'] });
  });

  it('reads at most a sentence', () => {
    const long = `${'coffee '.repeat(100)}last month`;
    // 200 characters: 28 times "coffee " and "coff"; the period after them is not read.
    expect(read(long, '2026-01-02').chips).toEqual([`search ${'coffee '.repeat(28).trim()} coff`]);
  });
});
