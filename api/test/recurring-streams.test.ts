import {
  detectStreams,
  dueDates,
  timingOn,
  type DetectedStream,
  type Occurrence,
} from '../src/domain/recurring-streams';

/** A history written as date:dollars pairs, ids in order. */
function history(entries: ReadonlyArray<readonly [string, number]>): Occurrence[] {
  return entries.map(([date, dollars], i) => ({ id: `t${i + 1}`, date, cents: Math.round(dollars * 100) }));
}

const summary = (s: DetectedStream) => ({
  frequency: s.frequency,
  ids: s.occurrences.map((o) => o.id),
  averageCents: s.averageCents,
  lastCents: s.lastCents,
  lastDate: s.lastDate,
  nextDate: s.nextDate,
  steady: s.steady,
  priceChange: s.priceChange,
  skipped: s.skipped,
});

describe('detectStreams, over hand-made histories', () => {
  it('a weekly class on Mondays, a day late once (a holiday)', () => {
    const [stream, ...rest] = detectStreams(
      history([
        ['2026-09-07', 25],
        ['2026-09-14', 25],
        ['2026-09-22', 25],
        ['2026-09-28', 25],
        ['2026-10-05', 25],
      ]),
    );
    expect(rest).toEqual([]);
    expect(summary(stream!)).toEqual({
      frequency: 'WEEKLY',
      ids: ['t1', 't2', 't3', 't4', 't5'],
      averageCents: 2500,
      lastCents: 2500,
      lastDate: '2026-10-05',
      nextDate: '2026-10-12',
      steady: true,
      priceChange: null,
      skipped: 0,
    });
  });

  it('pay every other Friday, amounts that vary with overtime, across a year end', () => {
    const [stream] = detectStreams(
      history([
        ['2026-11-20', 2410.12],
        ['2026-12-04', 2388.4],
        ['2026-12-18', 2650],
        ['2027-01-01', 2401.55],
        ['2027-01-15', 2399.99],
      ]),
    );
    // (241012 + 238840 + 265000 + 240155 + 239999) / 5 = 1225006 / 5 = 245001.2, rounded: 245001
    expect(summary(stream!)).toMatchObject({
      frequency: 'BIWEEKLY',
      averageCents: 245001,
      lastCents: 239999,
      nextDate: '2027-01-29',
      steady: false,
    });
  });

  it('a monthly phone bill whose amount varies is one stream, steady: false', () => {
    const [stream, ...rest] = detectStreams(
      history([
        ['2026-06-12', 65.2],
        ['2026-07-13', 88.01],
        ['2026-08-12', 71.4],
        ['2026-09-14', 94.99],
      ]),
    );
    expect(rest).toEqual([]);
    // (6520 + 8801 + 7140 + 9499) / 4 = 31960 / 4 = 7990
    expect(summary(stream!)).toMatchObject({ frequency: 'MONTHLY', averageCents: 7990, steady: false });
    expect(stream!.nextDate).toBe('2026-10-14');
  });

  it('a yearly renewal from two payments a year apart; a 31 January charge falls due on the last of February', () => {
    const [yearly] = detectStreams(
      history([
        ['2025-03-02', 99],
        ['2026-03-01', 99],
      ]),
    );
    expect(summary(yearly!)).toMatchObject({ frequency: 'ANNUALLY', nextDate: '2027-03-01', steady: true });
    const [monthly] = detectStreams(
      history([
        ['2026-11-30', 9.99],
        ['2026-12-31', 9.99],
        ['2027-01-31', 9.99],
      ]),
    );
    expect(monthly!.nextDate).toBe('2027-02-28');
  });

  it('a price rise: the same stream, with the old and new prices and the first date at the new one', () => {
    const streams = detectStreams(
      history([
        ['2026-05-15', 15.49],
        ['2026-06-15', 15.49],
        ['2026-07-15', 15.49],
        ['2026-08-17', 17.99],
        ['2026-09-15', 17.99],
      ]),
    );
    expect(streams).toHaveLength(1);
    expect(summary(streams[0]!)).toMatchObject({
      frequency: 'MONTHLY',
      ids: ['t1', 't2', 't3', 't4', 't5'],
      lastCents: 1799,
      steady: true,
      priceChange: { fromCents: 1549, toCents: 1799, since: '2026-08-17' },
    });
  });

  it('a skipped month keeps the stream, and is counted', () => {
    const [stream] = detectStreams(
      history([
        ['2026-03-21', 45],
        ['2026-04-21', 45],
        ['2026-06-22', 45],
        ['2026-07-21', 45],
        ['2026-08-21', 45],
      ]),
    );
    expect(summary(stream!)).toMatchObject({ frequency: 'MONTHLY', skipped: 1, nextDate: '2026-09-21' });
  });

  it('one merchant, two subscriptions at two prices: two monthly streams', () => {
    const streams = detectStreams(
      history([
        ['2026-06-03', 0.99],
        ['2026-06-19', 10.99],
        ['2026-07-03', 0.99],
        ['2026-07-19', 10.99],
        ['2026-08-03', 0.99],
        ['2026-08-19', 10.99],
        ['2026-09-03', 0.99],
        ['2026-09-19', 10.99],
      ]),
    );
    expect(streams.map(summary)).toEqual([
      expect.objectContaining({ frequency: 'MONTHLY', ids: ['t1', 't3', 't5', 't7'], lastCents: 99, steady: true }),
      expect.objectContaining({ frequency: 'MONTHLY', ids: ['t2', 't4', 't6', 't8'], lastCents: 1099, steady: true }),
    ]);
  });

  it('a price among a payee’s other charges needs one occurrence more, and no skip: chance lines up a few', () => {
    // Three rides at $12.00 a month apart among rides at other prices: no stream.
    const rides = history([
      ['2026-06-02', 12],
      ['2026-06-09', 31.2],
      ['2026-06-20', 8.4],
      ['2026-07-02', 12],
      ['2026-07-15', 22.75],
      ['2026-08-03', 12],
      ['2026-08-21', 17.1],
    ]);
    expect(detectStreams(rides)).toEqual([]);
  });

  it('finds nothing in shopping at irregular intervals, in two payments a month apart, or in charges the same week', () => {
    expect(
      detectStreams(
        history([
          ['2026-09-01', 54.2],
          ['2026-09-04', 12.01],
          ['2026-09-19', 88.5],
          ['2026-10-02', 40],
          ['2026-10-30', 23.75],
        ]),
      ),
    ).toEqual([]);
    expect(
      detectStreams(
        history([
          ['2026-09-01', 20],
          ['2026-10-01', 20],
        ]),
      ),
    ).toEqual([]);
    expect(
      detectStreams(
        history([
          ['2026-09-01', 20],
          ['2026-09-03', 20],
          ['2026-10-01', 20],
          ['2026-11-01', 20],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('timingOn, on the person’s today', () => {
  const monthly = { frequency: 'MONTHLY' as const, nextDate: '2026-11-15' };

  it('is expected up to the due date and 5 days after it, late after that, ended once a month more has gone', () => {
    expect(timingOn(monthly, '2026-11-01')).toBe('EXPECTED');
    expect(timingOn(monthly, '2026-11-20')).toBe('EXPECTED');
    expect(timingOn(monthly, '2026-11-21')).toBe('LATE');
    expect(timingOn(monthly, '2026-12-15')).toBe('LATE');
    expect(timingOn(monthly, '2026-12-16')).toBe('ENDED');
  });

  it('a cancelled subscription: its last charge in June is ended by September', () => {
    const [stream] = detectStreams(
      history([
        ['2026-04-09', 11.99],
        ['2026-05-09', 11.99],
        ['2026-06-09', 11.99],
      ]),
    );
    expect(timingOn(stream!, '2026-07-12')).toBe('EXPECTED');
    expect(timingOn(stream!, '2026-07-15')).toBe('LATE');
    expect(timingOn(stream!, '2026-09-01')).toBe('ENDED');
  });
});

describe('dueDates', () => {
  it('lists a weekly stream’s dates in the next 30 days, and a due date already past but in grace from today on', () => {
    expect(dueDates({ frequency: 'WEEKLY', nextDate: '2026-12-28' }, '2026-12-26', '2027-01-25')).toEqual([
      '2026-12-28',
      '2027-01-04',
      '2027-01-11',
      '2027-01-18',
      '2027-01-25',
    ]);
    expect(dueDates({ frequency: 'MONTHLY', nextDate: '2026-12-20' }, '2026-12-22', '2027-01-21')).toEqual([
      '2027-01-20',
    ]);
  });
});
