// The details panel's facts: the amount, date, account and status, what the bank sent (or that the person added it),
// and whether it is a transfer, with "Not a transfer" or the pairing by hand (PairTransfer).
import styled from 'styled-components';
import { Button, type Transaction } from '@finance/shared';
import type { Rule } from '@finance/shared/contracts';
import { isTransferByCategory } from '@finance/shared/data';
import {
  accountLabel,
  amountText,
  bankDescriptionOf,
  categoryName,
  dateText,
  institutionLabel,
  isMoneyIn,
  type CategoryNames,
} from '../model/cell-format';
import { CORRECTION_TEXTS } from '../model/correction-texts';
import { PairTransfer } from './PairTransfer';

export interface TransactionFactsProps {
  transaction: Transaction;
  names: CategoryNames;
  /** The rule that changed it (useRule: undefined while read, null when none has its rule_id). */
  rule: Rule | null | undefined;
  /** While a change is under way: the transfer's buttons wait. */
  busy: boolean;
  /** The transactions it could pair with, worked out when the person asks. */
  transferCandidates: () => readonly Transaction[];
  onUnpair: () => void;
  onPair: (otherId: string) => void;
}

export function TransactionFacts({
  transaction,
  names,
  rule,
  busy,
  transferCandidates,
  onUnpair,
  onPair,
}: TransactionFactsProps) {
  return (
    <Facts>
      <dt>Amount</dt>
      <Amount $in={isMoneyIn(transaction)}>
        {amountText(transaction)} {isMoneyIn(transaction) ? 'in' : 'out'}
      </Amount>
      <dt>Date</dt>
      <dd>{dateText(transaction)}</dd>
      <dt>Account</dt>
      <dd>
        {accountLabel(transaction)}, {institutionLabel(transaction)}
      </dd>
      <dt>Status</dt>
      <dd>{transaction.pending ? 'Pending' : 'Posted'}</dd>
      <dt>Source</dt>
      <dd>{transaction.manual ? CORRECTION_TEXTS.manual : CORRECTION_TEXTS.fromBank}</dd>
      {!transaction.manual && (
        <>
          <dt>Bank&rsquo;s name</dt>
          <dd>{bankDescriptionOf(transaction)}</dd>
          <dt>Bank&rsquo;s category</dt>
          <dd>{categoryName(transaction.bank_category, names)}</dd>
        </>
      )}
      {transaction.rule_id !== null && (
        <>
          <dt>Rule</dt>
          <dd>{CORRECTION_TEXTS.changedByRule(rule)}</dd>
        </>
      )}
      <dt>Transfer</dt>
      {/* A split whole (or a part) is no half of a transfer: nothing to pair. */}
      {transaction.split !== null ? (
        <dd>No</dd>
      ) : transaction.transfer_id ? (
        <dd>
          {CORRECTION_TEXTS.transferNote}
          <Unpair $variant="secondary" disabled={busy} onClick={onUnpair}>
            Not a transfer
          </Unpair>
        </dd>
      ) : (
        <dd>
          {isTransferByCategory(transaction) ? CORRECTION_TEXTS.transferByCategoryNote : 'No'}
          <PairTransfer transaction={transaction} candidates={transferCandidates} busy={busy} onPair={onPair} />
        </dd>
      )}
    </Facts>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  /* The choice of a transfer's other half takes the panel's whole width, below its term. */
  dd:has(select) {
    grid-column: 1 / -1;
  }
`;

const Amount = styled.dd<{ $in: boolean }>`
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $in }) => ($in ? theme.colors.positive : theme.colors.text)};
`;

const Unpair = styled(Button)`
  margin-top: ${({ theme }) => theme.space.xs};
`;
