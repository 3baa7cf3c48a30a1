// "coffee last month over $5" read into the transactions screen's own filters (issue 35, point 5): search text, dates,
// amount bounds and categories, each a chip the person can see and change before anything runs. Read here, by rules
// and chrono-node's date parser (no model, nothing sent anywhere), in the person's calendar: `today` is their date.
// What it cannot read is said (`unread`), never guessed.
import * as chrono from 'chrono-node';
import {
  addDays,
  endOfMonth,
  endOfWeek,
  endOfYear,
  format,
  startOfMonth,
  startOfWeek,
  startOfYear,
  subDays,
  subMonths,
  subWeeks,
  subYears,
} from 'date-fns';
import { PLAIN_WORDS_MAX } from './plain-words-limits';

/** A filter read from the words, as a chip shows it: its kind, its value, and the words it came from. */
export type PlainWordsChip =
  | { kind: 'dates'; from: string; to: string; words: string }
  | { kind: 'min' | 'max'; amount: number; words: string }
  | { kind: 'category'; category: string; words: string }
  | { kind: 'search'; text: string; words: string };

export interface PlainWordsReading {
  chips: PlainWordsChip[];
  /** The phrases it could not read, in the person's words. */
  unread: string[];
}

/** A category the words may name: its key and the name the screen shows ("Food And Drink", "Kids"). */
export interface NamedCategory {
  key: string;
  name: string;
}

/** The order chips show in: what is searched, when, how much, in which categories. */
const CHIP_ORDER: ReadonlyArray<PlainWordsChip['kind']> = ['search', 'dates', 'min', 'max', 'category'];

const MONEY = String.raw`\$?\s?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?)(?![\d.,]*\d)`;
/** Words that say nothing of what to find ("show me my coffee purchases"): dropped from the search text. */
const FILLER = new Set([
  'show',
  'me',
  'my',
  'all',
  'the',
  'a',
  'an',
  'of',
  'for',
  'on',
  'at',
  'in',
  'to',
  'with',
  'and',
  'spent',
  'spending',
  'spend',
  'paid',
  'purchases',
  'purchase',
  'transactions',
  'transaction',
  'payments',
  'charges',
  'what',
  'did',
  'i',
  'how',
  'much',
]);

const day = (date: Date) => format(date, 'yyyy-MM-dd');
const money = (text: string) => Number(text.replace(/,/g, ''));
/** Cents, exact: 5 + 0.01 is 5.01, not 5.010000000000001. */
const plusCents = (amount: number, cents: number) => Math.round(amount * 100 + cents) / 100;

interface Span {
  start: number;
  end: number;
}

/**
 * Reads the words into chips. `today` is the person's date (yyyy-MM-dd); `categories` the ones the screen offers.
 */
export function readPlainWords(text: string, today: string, categories: readonly NamedCategory[]): PlainWordsReading {
  const words = text.slice(0, PLAIN_WORDS_MAX).replace(/\s+/g, ' ').trim();
  const lower = words.toLowerCase();
  const taken: Span[] = [];
  const chips: PlainWordsChip[] = [];
  const unread: string[] = [];
  const free = (start: number, end: number) => taken.every((s) => end <= s.start || start >= s.end);
  const take = (start: number, end: number) => taken.push({ start, end });
  const now = new Date(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1, Number(today.slice(8, 10)), 12);

  // AMOUNTS: "between $5 and $20", "over $5", "under 20", "at least $5", "$12.50".
  const amountRules: Array<[RegExp, (a: number, b: number) => Array<['min' | 'max', number]>]> = [
    [
      new RegExp(String.raw`\bbetween\s+${MONEY}\s+and\s+${MONEY}`, 'g'),
      (a, b) => [
        ['min', Math.min(a, b)],
        ['max', Math.max(a, b)],
      ],
    ],
    [
      new RegExp(String.raw`\b(?:over|above|more than|greater than)\s+${MONEY}`, 'g'),
      (a) => [['min', plusCents(a, 1)]],
    ],
    [
      new RegExp(String.raw`\b(?:at least|from)\s+\$\s?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?)`, 'g'),
      (a) => [['min', a]],
    ],
    [
      new RegExp(String.raw`\b(?:under|below|less than|cheaper than)\s+${MONEY}`, 'g'),
      (a) => [['max', plusCents(a, -1)]],
    ],
    [new RegExp(String.raw`\b(?:at most|up to)\s+${MONEY}`, 'g'), (a) => [['max', a]]],
    [
      new RegExp(String.raw`(?<![\w$])\$((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?)(?![\d.,]*\d)`, 'g'),
      (a) => [
        ['min', a],
        ['max', a],
      ],
    ],
  ];
  for (const [rule, bounds] of amountRules) {
    for (const match of lower.matchAll(rule)) {
      const start = match.index;
      const end = start + match[0].length;
      if (!free(start, end)) continue;
      take(start, end);
      for (const [kind, amount] of bounds(money(match[1]!), money(match[2] ?? match[1]!))) {
        if (chips.some((chip) => chip.kind === kind)) unread.push(words.slice(start, end));
        else chips.push({ kind, amount, words: words.slice(start, end) });
      }
    }
  }
  // An amount word without an amount after it ("over lots"): it and the words after it, said, not guessed.
  const danglingWords = (rule: RegExp) => {
    for (const match of lower.matchAll(rule)) {
      if (!free(match.index, match.index + match[0].length)) continue;
      let end = match.index + match[0].length;
      for (const next of lower.slice(end).matchAll(/\s+\S+/g)) {
        if (!free(end, end + next[0].length)) break;
        end += next[0].length;
      }
      take(match.index, end);
      unread.push(words.slice(match.index, end));
    }
  };
  danglingWords(/\b(?:over|above|under|below|more than|less than|at least|at most|between)\b/g);

  // DATES: periods people name, then anything chrono reads.
  const dates = (from: Date, to: Date | null, start: number, end: number) => {
    take(start, end);
    if (chips.some((chip) => chip.kind === 'dates')) return void unread.push(words.slice(start, end));
    chips.push({ kind: 'dates', from: day(from), to: to ? day(to) : '', words: words.slice(start, end) });
  };
  const periods: Array<[RegExp, (m: RegExpMatchArray) => [Date, Date | null]]> = [
    [/\btoday\b/g, () => [now, now]],
    [/\byesterday\b/g, () => [subDays(now, 1), subDays(now, 1)]],
    [/\bthis week\b/g, () => [startOfWeek(now), endOfWeek(now)]],
    [/\blast week\b/g, () => [startOfWeek(subWeeks(now, 1)), endOfWeek(subWeeks(now, 1))]],
    [/\bthis month\b/g, () => [startOfMonth(now), endOfMonth(now)]],
    [/\blast month\b/g, () => [startOfMonth(subMonths(now, 1)), endOfMonth(subMonths(now, 1))]],
    [/\bthis year\b/g, () => [startOfYear(now), endOfYear(now)]],
    [/\blast year\b/g, () => [startOfYear(subYears(now, 1)), endOfYear(subYears(now, 1))]],
    [
      /\b(?:in the )?(?:last|past) (\d{1,3}) (day|week|month)s?\b/g,
      (m) => {
        const n = Number(m[1]);
        const back =
          m[2] === 'day'
            ? subDays(now, n - 1)
            : m[2] === 'week'
              ? addDays(subWeeks(now, n), 1)
              : addDays(subMonths(now, n), 1);
        return [back, now];
      },
    ],
  ];
  for (const [rule, range] of periods) {
    for (const match of lower.matchAll(rule)) {
      const start = match.index;
      const end = start + match[0].length;
      if (!free(start, end)) continue;
      const [from, to] = range(match);
      dates(from, to, start, end);
    }
  }
  // "since january", "before march 3", "after 12/1", "from jan 5 to feb 2", "in december", "march 3".
  const reference = { instant: now, timezone: undefined };
  for (const result of chrono.en.casual.parse(words, reference)) {
    const lead = /\b(since|after|before|until|from|in|during)\s+$/.exec(lower.slice(0, result.index));
    const start = lead ? lead.index : result.index;
    const end = result.index + result.text.length;
    if (!free(start, end)) continue;
    const first = componentsDay(result.start);
    const wholeMonth = !result.start.isCertain('day') && result.start.isCertain('month');
    const last = result.end ? componentsDay(result.end) : wholeMonth ? endOfMonth(first) : first;
    // A month named alone is its most recent one: "december" in January is last year's.
    const shift = wholeMonth && !result.start.isCertain('year') && first > now ? 12 : 0;
    const from = subMonths(first, shift);
    const to = wholeMonth ? endOfMonth(from) : subMonths(last, shift);
    const word = lead?.[1];
    if (word === 'since' || (word === 'from' && !result.end)) dates(from, null, start, end);
    else if (word === 'after') dates(addDays(to, 1), null, start, end);
    else if (word === 'before' || word === 'until') {
      take(start, end);
      if (chips.some((chip) => chip.kind === 'dates')) unread.push(words.slice(start, end));
      else chips.push({ kind: 'dates', from: '', to: day(subDays(from, 1)), words: words.slice(start, end) });
    } else dates(from, to, start, end);
  }
  // A year alone ("in 2024"), where no date read took it.
  for (const match of lower.matchAll(/\b(?:in |during )?((?:19|20)\d\d)\b/g)) {
    const end = match.index + match[0].length;
    if (free(match.index, end))
      dates(new Date(Number(match[1]), 0, 1), new Date(Number(match[1]), 11, 31), match.index, end);
  }
  // A date word with nothing read after it ("since the blue moon"): it and the words after it, said.
  danglingWords(/\b(?:since|before|after|until|during)\b/g);

  // CATEGORIES: a category's whole name, the longest first ("food and drink" before "food").
  for (const category of [...categories].sort((a, b) => b.name.length - a.name.length)) {
    const name = category.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const match of lower.matchAll(new RegExp(String.raw`(?<![\w])${name}(?![\w])`, 'g'))) {
      const start = match.index;
      const end = start + match[0].length;
      if (!free(start, end)) continue;
      take(start, end);
      if (!chips.some((chip) => chip.kind === 'category' && chip.category === category.key)) {
        chips.push({ kind: 'category', category: category.key, words: words.slice(start, end) });
      }
    }
  }

  // SEARCH: the words left, without the ones that say nothing of what to find.
  const left: string[] = [];
  for (const match of words.matchAll(/\S+/g)) {
    if (!free(match.index, match.index + match[0].length)) continue;
    const word = match[0].replace(/^[^\p{L}\p{N}&'-]+|[^\p{L}\p{N}&'-]+$/gu, '');
    if (word !== '' && !FILLER.has(word.toLowerCase())) left.push(word);
  }
  if (left.length > 0) chips.push({ kind: 'search', text: left.join(' '), words: left.join(' ') });
  return { chips: chips.sort((a, b) => CHIP_ORDER.indexOf(a.kind) - CHIP_ORDER.indexOf(b.kind)), unread };
}

/** The calendar day chrono read, from its components (never through UTC: the person's calendar is the one meant). */
function componentsDay(components: chrono.ParsedComponents): Date {
  return new Date(components.get('year')!, components.get('month')! - 1, components.get('day')!);
}
