import styled from 'styled-components';
import type { SafeToSpend as SafeToSpendFigures } from '@finance/shared/contracts';
import { formatDate, formatMoney } from '@finance/shared/data';

const Amount = styled.p<{ $negative: boolean }>`
  margin: 0;
  font-size: 2rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ $negative, theme }) => ($negative ? theme.colors.negative : 'inherit')};
`;

const Said = styled.p`
  margin: 0;
`;

const Working = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
  th {
    text-align: left;
    font-weight: 400;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  td {
    text-align: right;
    white-space: nowrap;
    padding-left: ${({ theme }) => theme.space.sm};
  }
  tr.total th,
  tr.total td {
    font-weight: 700;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

/**
 * Safe to spend until the next income, and how it is worked out, line by line: each checking and cash account's
 * available balance, less each bill expected before the day of the next income (one past due and not seen yet too).
 */
export function SafeToSpend({ safe, today }: { safe: SafeToSpendFigures; today: string }) {
  const income = safe.next_income;
  return (
    <>
      <Amount $negative={safe.amount < 0} aria-describedby="safe-to-spend-until">
        {formatMoney(safe.amount)}
      </Amount>
      <Said id="safe-to-spend-until">
        {income
          ? `Until ${formatDate(safe.until)}, the day before your next income: ${income.name}, ${formatMoney(income.amount)} on ${formatDate(income.date)}.`
          : `No income is expected in the next 30 days: this counts the bills until ${formatDate(safe.until)}.`}
      </Said>
      <Working>
        <caption>How it is worked out, from these accounts&apos; bills and income</caption>
        <tbody>
          {safe.accounts.map((account) => (
            <tr key={account.account_id}>
              <th scope="row">{account.name}, available</th>
              <td>{formatMoney(account.available)}</td>
            </tr>
          ))}
          {safe.accounts.length === 0 && (
            <tr>
              <th scope="row">No checking or cash account</th>
              <td>{formatMoney(0)}</td>
            </tr>
          )}
          <tr className="total">
            <th scope="row">Checking and cash</th>
            <td>{formatMoney(safe.cash)}</td>
          </tr>
          {safe.bills.map((bill) => (
            <tr key={`${bill.stream_id}-${bill.date}`}>
              <th scope="row">
                less {bill.name}{' '}
                <Muted>
                  {bill.date < today ? `due ${formatDate(bill.date)}, not seen yet` : `due ${formatDate(bill.date)}`}
                </Muted>
              </th>
              <td>−{formatMoney(bill.amount)}</td>
            </tr>
          ))}
          {safe.bills.length === 0 && (
            <tr>
              <th scope="row">No bills expected before then</th>
              <td>{formatMoney(0)}</td>
            </tr>
          )}
          <tr className="total">
            <th scope="row">Safe to spend</th>
            <td>{formatMoney(safe.amount)}</td>
          </tr>
        </tbody>
      </Working>
    </>
  );
}
