import { aTransaction } from '../testing/transaction-fixture';
import { TRANSFER_CANDIDATES_MAX, TRANSFER_PAIR_DAYS, transferCandidates } from './transfer-candidates';

const out = aTransaction({ transaction_id: 'out', account_id: 'checking', date: '2026-03-10', amount: 500 });
const into = (transaction_id: string, date: string, overrides = {}) =>
  aTransaction({ transaction_id, account_id: 'card', date, amount: -500, ...overrides });
const ids = (list: { transaction_id: string }[]) => list.map((t) => t.transaction_id);

describe('transferCandidates', () => {
  it('offers the same amount the other way in another account, the closest dates first', () => {
    const list = [out, into('far', '2026-03-20'), into('near', '2026-03-11'), into('before', '2026-03-08')];
    expect(ids(transferCandidates(out, list))).toEqual(['near', 'before', 'far']);
  });

  it(`leaves out the same account, another amount or currency, a transfer already, a split or a part, and more than ${TRANSFER_PAIR_DAYS} days apart`, () => {
    const list = [
      out,
      into('same-account', '2026-03-10', { account_id: 'checking' }),
      into('same-sign', '2026-03-10', { amount: 500 }),
      into('a-cent-off', '2026-03-10', { amount: -500.01 }),
      into('euros', '2026-03-10', { iso_currency_code: 'EUR' }),
      into('paired', '2026-03-10', { transfer_id: 'other' }),
      into('split', '2026-03-10', { split: 'split' }),
      into('part', '2026-03-10', { split_of: 'split', split: 'split' }),
      into('too-late', '2026-03-25'),
      into('just-in-time', '2026-03-24'),
    ];
    expect(ids(transferCandidates(out, list))).toEqual(['just-in-time']);
  });

  it('reads amounts in cents, so float sums still match', () => {
    const sum = aTransaction({ account_id: 'checking', amount: 0.1 + 0.2 });
    expect(ids(transferCandidates(sum, [sum, into('back', sum.date, { amount: -0.3 })]))).toEqual(['back']);
  });

  it(`offers no zero amounts, and at most ${TRANSFER_CANDIDATES_MAX}`, () => {
    const zero = aTransaction({ amount: 0 });
    expect(transferCandidates(zero, [zero, aTransaction({ account_id: 'card', amount: 0 })])).toEqual([]);
    const many = Array.from({ length: 30 }, (_, index) => into(`c${index}`, '2026-03-12'));
    expect(transferCandidates(out, many)).toHaveLength(TRANSFER_CANDIDATES_MAX);
  });
});
