/** Plaid sandbox credentials. `user_bench` is this emulator's own: the same password, the benchmark volume. */
export const GOOD_PASSWORD = 'pass_good';
export const GOOD_USERNAME = 'user_good';
export const BENCH_USERNAME = 'user_bench';

export function credentialsAreValid(username: unknown, password: unknown): boolean {
  return (username === GOOD_USERNAME || username === BENCH_USERNAME) && password === GOOD_PASSWORD;
}
