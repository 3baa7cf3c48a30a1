/** What an event of the API's stream (GET /events) says changed. */
export interface TransactionsChanged {
  institution_id: string;
  institution_name: string;
  /** New transactions, not counting those that posted. */
  added: number;
  /** Pending transactions that posted (absent from events recorded before it was counted). */
  posted?: number;
  modified: number;
  /** Removed transactions, not counting pending ones that posted. */
  removed: number;
}

export interface ConnectionChanged {
  institution_id: string;
  institution_name: string;
  status: string;
}

/** A count as the app writes counts ("1,179"), with its word in the singular or the plural. */
const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** The notification for new or changed transactions ("3 new transactions at First Platypus Bank"); null for none. */
export function describeTransactions(change: TransactionsChanged): string | null {
  const parts = [
    change.added ? plural(change.added, 'new transaction') : null,
    change.posted ? `${plural(change.posted, 'pending transaction')} posted` : null,
    change.modified ? `${plural(change.modified, 'transaction')} updated` : null,
    change.removed ? `${plural(change.removed, 'transaction')} removed` : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? `${parts.join(', ')} at ${change.institution_name}` : null;
}
