import { useEffect, useState } from 'react';
import { startOfDay } from 'date-fns';
import { toCalendarDate } from '@finance/shared/data';

/** Milliseconds from `now` to the next midnight in the person's time zone. */
function untilMidnight(now: Date): number {
  const next = startOfDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
  return Math.max(1000, next.getTime() - now.getTime());
}

/**
 * Today in the person's calendar, as yyyy-MM-dd: a page left open over midnight (or over a month's end) moves to the
 * new day by itself.
 */
export function useToday(): string {
  const [today, setToday] = useState(() => toCalendarDate(new Date()));
  useEffect(() => {
    const timer = setTimeout(() => setToday(toCalendarDate(new Date())), untilMidnight(new Date()));
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}
