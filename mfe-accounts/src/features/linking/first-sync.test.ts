import { account } from '../../testing/accounts-fixture';
import { waitForFirstSync } from './first-sync';

const synced = account({ institution_id: 'ins_1', last_sync: '2026-11-23T09:05:00Z' });
const unsynced = account({ institution_id: 'ins_1', last_sync: null });
const other = account({ institution_id: 'ins_2', last_sync: '2026-11-23T09:05:00Z' });

function watch(responses: (readonly ReturnType<typeof account>[])[], cancelAfter = Infinity) {
  let calls = 0;
  const sleep = jest.fn(() => Promise.resolve());
  return {
    sleep,
    calls: () => calls,
    options: {
      institutionId: 'ins_1',
      fetchAccounts: async () => responses[Math.min(calls++, responses.length - 1)]!,
      sleep,
      cancelled: () => calls >= cancelAfter,
      intervalMs: 2000,
      attempts: 5,
    },
  };
}

describe('waitForFirstSync', () => {
  it("asks until the new institution's accounts carry a last sync", async () => {
    const w = watch([
      [other, unsynced],
      [other, unsynced],
      [other, synced],
    ]);
    await expect(waitForFirstSync(w.options)).resolves.toBe('done');
    expect(w.calls()).toBe(3);
    expect(w.sleep).toHaveBeenCalledTimes(2);
    expect(w.sleep).toHaveBeenCalledWith(2000);
  });

  it("is not fooled by another institution's last sync, and gives up after the bound", async () => {
    const w = watch([[other, unsynced]]);
    await expect(waitForFirstSync(w.options)).resolves.toBe('slow');
    expect(w.calls()).toBe(5);
  });

  it('stops asking once the page is left', async () => {
    const w = watch([[unsynced]], 2);
    await expect(waitForFirstSync(w.options)).resolves.toBe('cancelled');
    expect(w.calls()).toBe(2);
  });
});
