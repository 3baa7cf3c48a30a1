// The small outlined marks after a description: Pending, and what the person made of it (Manual, Edited, Excluded,
// Transfer, a part of a Split, or one whose bank's amount changed: Review split) or one of their rules did (Rule). The table and the narrow screen's list show the same.
import { Fragment } from 'react';
import { isTransferByCategory } from '@finance/shared/data';
import type { TransactionRow } from '../model/transaction-rows';
import { CORRECTION_TEXTS } from '../model/correction-texts';
import { PendingMark } from './PendingMark';

export function rowMarks(row: TransactionRow): string[] {
  const { transaction } = row;
  const marks: string[] = [];
  if (transaction.pending) marks.push('Pending');
  if (transaction.manual) marks.push(CORRECTION_TEXTS.marks.manual);
  if (transaction.rule_id !== null) marks.push(CORRECTION_TEXTS.marks.rule);
  if (row.edited) marks.push(CORRECTION_TEXTS.marks.edited);
  if (transaction.excluded) marks.push(CORRECTION_TEXTS.marks.excluded);
  // Paired with its other half, or a transfer by its category (a credit card's payment): either way left out of money
  // in and out, as the summaries leave it out.
  if (transaction.transfer_id || isTransferByCategory(transaction)) marks.push(CORRECTION_TEXTS.marks.transfer);
  if (transaction.split_of !== null)
    marks.push(transaction.split === 'review' ? CORRECTION_TEXTS.marks.reviewSplit : CORRECTION_TEXTS.marks.split);
  return marks;
}

/** The row's marks, each read as a word of its own; null when it has none. */
export function RowMarks({ row, className }: { row: TransactionRow; className?: string }) {
  const marks = rowMarks(row);
  if (marks.length === 0) return null;
  return (
    <>
      {marks.map((mark, index) => (
        <Fragment key={mark}>
          {index > 0 && ' '}
          <PendingMark className={className} data-mark={mark}>
            {mark}
          </PendingMark>
        </Fragment>
      ))}
    </>
  );
}
