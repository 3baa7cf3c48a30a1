/**
 * Plaid sandbox credentials. The benchmark logins are this emulator's own, with the same password: `user_bench` links
 * the configured benchmark volume, `user_bench_<N>k` links N thousand transactions (1 to BENCH_THOUSANDS_MAX), so a
 * bench can measure at several sizes against one emulator.
 */
export const GOOD_PASSWORD = 'pass_good';
export const GOOD_USERNAME = 'user_good';
export const BENCH_USERNAME = 'user_bench';
/** The largest sized benchmark login: user_bench_500k. */
export const BENCH_THOUSANDS_MAX = 500;

const SIZED_BENCH_USERNAME = /^user_bench_([1-9]\d{0,2})k$/;

/**
 * The transactions a benchmark login links: `configured` for user_bench, N thousand for user_bench_<N>k, null for any
 * other username (and for a size above BENCH_THOUSANDS_MAX).
 */
export function benchVolumeOf(username: unknown, configured: number): number | null {
  if (username === BENCH_USERNAME) return configured;
  const match = typeof username === 'string' ? SIZED_BENCH_USERNAME.exec(username) : null;
  if (!match) return null;
  const thousands = Number(match[1]);
  return thousands <= BENCH_THOUSANDS_MAX ? thousands * 1000 : null;
}

export function credentialsAreValid(username: unknown, password: unknown): boolean {
  return (username === GOOD_USERNAME || benchVolumeOf(username, 0) !== null) && password === GOOD_PASSWORD;
}
