import { BENCH_THOUSANDS_MAX, benchVolumeOf, credentialsAreValid } from './credentials';

describe('the benchmark logins', () => {
  it('link the configured volume as user_bench, and N thousand as user_bench_<N>k up to the largest size', () => {
    expect(benchVolumeOf('user_bench', 50_000)).toBe(50_000);
    expect(benchVolumeOf('user_bench_200k', 50_000)).toBe(200_000);
    expect(benchVolumeOf(`user_bench_${BENCH_THOUSANDS_MAX}k`, 0)).toBe(BENCH_THOUSANDS_MAX * 1000);
  });

  it.each([
    'user_good',
    'user_bench_',
    'user_bench_0k',
    'user_bench_010k',
    'user_bench_501k',
    'user_bench_1m',
    42,
    null,
  ])('give no volume for %p', (username) => {
    expect(benchVolumeOf(username, 50_000)).toBeNull();
  });

  it('take the sandbox password only', () => {
    expect(credentialsAreValid('user_bench_200k', 'pass_good')).toBe(true);
    expect(credentialsAreValid('user_bench_200k', 'pass_bad')).toBe(false);
    expect(credentialsAreValid('user_bench_999k', 'pass_good')).toBe(false);
  });
});
