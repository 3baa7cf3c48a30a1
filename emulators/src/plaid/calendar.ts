/** Days as 'YYYY-MM-DD' strings in UTC: the form Plaid uses for transaction dates. */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function parts(day: string): {
  year: number;
  month: number;
  dayOfMonth: number;
  weekday: number;
  isLastOfMonth: boolean;
} {
  const date = new Date(`${day}T00:00:00Z`);
  const next = new Date(date);
  next.setUTCDate(date.getUTCDate() + 1);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    dayOfMonth: date.getUTCDate(),
    weekday: date.getUTCDay(),
    isLastOfMonth: next.getUTCDate() === 1,
  };
}
