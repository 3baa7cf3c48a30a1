import { Semaphore } from '../src/lib/semaphore';

describe('Semaphore', () => {
  it('gives at most its size of turns at once, the next in the order asked, each ended once', async () => {
    const turns = new Semaphore(2);
    const order: string[] = [];
    const first = await turns.acquire();
    const second = await turns.acquire();
    const third = turns.acquire().then((release) => {
      order.push('third');
      return release;
    });
    const fourth = turns.acquire().then((release) => {
      order.push('fourth');
      return release;
    });
    await Promise.resolve();
    expect(order).toEqual([]);
    expect(turns.queued).toBe(2);
    first();
    // Ending a turn twice gives no turn away.
    first();
    await third;
    expect(order).toEqual(['third']);
    expect(turns.queued).toBe(1);
    second();
    (await fourth)();
    (await third)();
    expect(order).toEqual(['third', 'fourth']);
    // Every turn ended: two may be held at once again without waiting.
    const again = await Promise.all([turns.acquire(), turns.acquire()]);
    expect(turns.queued).toBe(0);
    again.forEach((release) => release());
  });
});
