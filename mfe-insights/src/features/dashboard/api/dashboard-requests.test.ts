import { transaction } from '../../../testing/dashboard-fixture';
import { LATEST_COUNT, latestListed } from './dashboard-requests';

describe('latestListed', () => {
  it('lists a split transaction by its parts, not the whole, and at most LATEST_COUNT', () => {
    const whole = transaction('whole', { split: 'split' });
    const parts = [
      transaction('part-1', { split: 'split', split_of: 'whole' }),
      transaction('part-2', { split: 'split', split_of: 'whole' }),
    ];
    const others = Array.from({ length: 6 }, (_, n) => transaction(`t${n}`));
    const listed = latestListed([whole, ...parts, ...others]);
    expect(listed.map((t) => t.transaction_id)).toEqual(['part-1', 'part-2', 't0', 't1', 't2']);
    expect(listed).toHaveLength(LATEST_COUNT);
  });
});
