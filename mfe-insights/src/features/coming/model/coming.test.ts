import { november, stream } from '../testing/recurring-fixture';
import { byDate, flagsOf, subscriptionsOf, withChoice } from './coming';

describe('withChoice', () => {
  it('a dismissal takes the stream’s days and bills out and works safe to spend out again, to the cent', () => {
    const after = withChoice(november(), 's-netflix', { dismissed: true });
    expect(after.streams.find((s) => s.stream_id === 's-netflix')).toMatchObject({ dismissed: true, confirmed: false });
    expect(after.upcoming.map((u) => u.stream_id)).not.toContain('s-netflix');
    // 7992 + 4500 = 12492 cents of bills; 9000 - 12492 = -3492
    expect(after.safe_to_spend).toMatchObject({ bills_total: 124.92, amount: -34.92 });
  });

  it('a name given shows in the days ahead and the bills; a null name gives the payee’s back', () => {
    const renamed = withChoice(november(), 's-verizon', { name: 'Phone' });
    expect(renamed.upcoming[0]!.name).toBe('Phone');
    expect(renamed.safe_to_spend.bills[0]!.name).toBe('Phone');
    expect(withChoice(renamed, 's-verizon', { name: null }).streams[0]!.name).toBe('Verizon');
  });

  it('confirming undoes a dismissal, and a subscription mark of null keeps the guess', () => {
    const dismissed = withChoice(november(), 's-rent', { dismissed: true });
    const confirmed = withChoice(dismissed, 's-rent', { confirmed: true, subscription: null });
    expect(confirmed.streams.find((s) => s.stream_id === 's-rent')).toMatchObject({
      confirmed: true,
      dismissed: false,
      subscription: false,
    });
  });
});

describe('subscriptionsOf', () => {
  it('counts the going ones not dismissed, a month and a year, in cents', () => {
    const streams = [
      stream({ stream_id: 'a', name: 'A', subscription: true, monthly_amount: 0.1, yearly_amount: 1.2 }),
      stream({ stream_id: 'b', name: 'B', subscription: true, monthly_amount: 0.2, yearly_amount: 2.4 }),
      stream({ stream_id: 'c', name: 'C', subscription: true, dismissed: true, monthly_amount: 5, yearly_amount: 60 }),
      stream({ stream_id: 'd', name: 'D', subscription: true, timing: 'ENDED', monthly_amount: 5, yearly_amount: 60 }),
      stream({ stream_id: 'e', name: 'E', subscription: false, monthly_amount: 5, yearly_amount: 60 }),
    ];
    const { list, monthly, yearly } = subscriptionsOf(streams);
    expect(list.map((s) => s.name)).toEqual(['B', 'A']);
    // 0.1 + 0.2 is 0.30000000000000004 in floating point; in cents 10 + 20 = 30.
    expect(monthly).toBe(0.3);
    expect(yearly).toBe(3.6);
  });
});

describe('flagsOf', () => {
  const today = '2026-11-15';
  it('says a price that fell, income that is late, and a stream that ended', () => {
    expect(
      flagsOf(
        stream({ stream_id: 'x', name: 'X', price_change: { from_amount: 20, to_amount: 12.5, since: '2026-09-01' } }),
        today,
      ),
    ).toEqual(['Price fell by $7.50 ($20.00 to $12.50) since Sep 1, 2026']);
    expect(
      flagsOf(
        stream({ stream_id: 'p', name: 'Pay', direction: 'inflow', timing: 'LATE', next_date: '2026-11-06' }),
        today,
      ),
    ).toEqual(['Late: expected Nov 6, 2026']);
    expect(flagsOf(stream({ stream_id: 'g', name: 'Gym', timing: 'LATE', next_date: '2026-11-01' }), today)).toEqual([
      'Missed or late: expected Nov 1, 2026',
    ]);
    expect(flagsOf(stream({ stream_id: 's', name: 'S', timing: 'ENDED', last_date: '2026-06-09' }), today)).toEqual([
      'Ended: none since Jun 9, 2026',
    ]);
  });
});

describe('byDate', () => {
  it('groups the days ahead by date, in order', () => {
    expect(byDate(november().upcoming).map((d) => [d.date, d.items.length])).toEqual([
      ['2026-11-12', 1],
      ['2026-11-15', 1],
      ['2026-11-21', 1],
      ['2026-11-27', 1],
      ['2026-12-01', 1],
      ['2026-12-05', 1],
      ['2026-12-11', 1],
    ]);
  });
});
