// The range Trends shows, in its URL (?range=6m, or ?from=2026-01-01&to=2026-03-31), and the period it is compared
// with. Months follow the person's calendar: "this month" is the month of today where they are.
import { addDays, differenceInCalendarDays, startOfMonth, subMonths } from 'date-fns';
import { formatDate, parseCalendarDate, toCalendarDate } from '@finance/shared/data';
import type { CalendarRange } from '../../../model/calendar-range';

/** The ranges a person picks with one press; each ends today. */
export const RANGE_PRESETS = [
  { id: 'month', label: 'This month', months: 1 },
  { id: '3m', label: '3 months', months: 3 },
  { id: '6m', label: '6 months', months: 6 },
  { id: '12m', label: '12 months', months: 12 },
  { id: '18m', label: '18 months', months: 18 },
] as const;

export type PresetId = (typeof RANGE_PRESETS)[number]['id'];
export const DEFAULT_PRESET: PresetId = '6m';

/**
 * The longest custom range: the API's (ten years less a day, api/src/lib/date-range.ts) is far more than a chart of
 * months can show side by side; five years is 60 bars.
 */
export const CUSTOM_RANGE_MAX_MONTHS = 60;

/** The URL's parameters. */
export const RANGE_PARAMS = { preset: 'range', from: 'from', to: 'to' } as const;

export interface TrendsRange {
  /** The preset picked, or 'custom' for dates typed in. */
  preset: PresetId | 'custom';
  current: CalendarRange;
  /**
   * The period of the same length just before: for a preset the same days that many months earlier (June 1st to
   * November 29th is compared with December 1st to May 29th), for custom dates the same number of days.
   */
  previous: CalendarRange;
}

export interface RangeReading {
  range: TrendsRange;
  /** Why the URL's dates were not used (the default range is shown instead); null when they were. */
  problem: string | null;
}

function presetRange(id: PresetId, today: Date): TrendsRange {
  const { months } = RANGE_PRESETS.find((preset) => preset.id === id)!;
  const start = startOfMonth(subMonths(today, months - 1));
  return {
    preset: id,
    current: { startDate: toCalendarDate(start), endDate: toCalendarDate(today) },
    // date-fns keeps the day of the month and clamps it to the month's length (May 31st less 3 months: Feb 28th).
    previous: {
      startDate: toCalendarDate(subMonths(start, months)),
      endDate: toCalendarDate(subMonths(today, months)),
    },
  };
}

/** A custom range's check: the message a person reads, or null when the dates make a range Trends can show. */
export function customRangeProblem(from: string, to: string): string | null {
  const start = parseCalendarDate(from);
  const end = parseCalendarDate(to);
  if (!start || !end) return 'Enter both dates as real dates.';
  if (start > end) return 'The start date must not be after the end date.';
  if (start < subMonths(end, CUSTOM_RANGE_MAX_MONTHS)) {
    return `A range can be at most ${CUSTOM_RANGE_MAX_MONTHS / 12} years long.`;
  }
  return null;
}

function customRange(from: string, to: string): TrendsRange {
  const start = parseCalendarDate(from)!;
  const days = differenceInCalendarDays(parseCalendarDate(to)!, start) + 1;
  return {
    preset: 'custom',
    current: { startDate: from, endDate: to },
    previous: { startDate: toCalendarDate(addDays(start, -days)), endDate: toCalendarDate(addDays(start, -1)) },
  };
}

const isPreset = (value: string | null): value is PresetId => RANGE_PRESETS.some((preset) => preset.id === value);

/** The range the URL names, for today (the person's); the default range, and why, when it names none it can show. */
export function readRange(params: URLSearchParams, today: Date): RangeReading {
  const from = params.get(RANGE_PARAMS.from);
  const to = params.get(RANGE_PARAMS.to);
  if (from !== null || to !== null) {
    const problem = customRangeProblem(from ?? '', to ?? '');
    if (problem === null) return { range: customRange(from!, to!), problem: null };
    return {
      range: presetRange(DEFAULT_PRESET, today),
      problem: `The dates in the address cannot be shown. ${problem}`,
    };
  }
  const preset = params.get(RANGE_PARAMS.preset);
  if (preset === null || isPreset(preset))
    return { range: presetRange(preset ?? DEFAULT_PRESET, today), problem: null };
  return { range: presetRange(DEFAULT_PRESET, today), problem: 'The range in the address is not one Trends knows.' };
}

/** The URL's parameters for a preset, or for custom dates. */
export function writeRange(choice: { preset: PresetId } | { from: string; to: string }): URLSearchParams {
  if ('preset' in choice) {
    return new URLSearchParams(choice.preset === DEFAULT_PRESET ? {} : { [RANGE_PARAMS.preset]: choice.preset });
  }
  return new URLSearchParams({ [RANGE_PARAMS.from]: choice.from, [RANGE_PARAMS.to]: choice.to });
}

/** "Jun 1, 2026 – Nov 29, 2026". */
export function rangeText(range: CalendarRange): string {
  return `${formatDate(range.startDate)} – ${formatDate(range.endDate)}`;
}
