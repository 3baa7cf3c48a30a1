import * as initial from './001-initial';
import * as userEvents from './002-user-events';
import * as userEventSequences from './003-user-event-sequences';
import * as compactTransactionRows from './004-compact-transaction-rows';
import * as identityUpdatedAt from './005-identity-updated-at';
import * as corrections from './006-corrections';
import * as transactionsFillfactor from './007-transactions-fillfactor';
import * as idempotencyKeys from './008-idempotency-keys';
import * as transactionChanges from './009-transaction-changes';
import * as transactionChangeLog from './010-transaction-change-log';
import * as ruleOrderAndMarks from './011-rule-order-and-marks';
import * as accountsKeptByHand from './012-accounts-kept-by-hand';
import * as splitTransactions from './013-split-transactions';
import * as bankDetailedCategory from './014-bank-detailed-category';
import * as answerNamesNumbered from './015-answer-names-numbered';
import * as balanceHistory from './016-balance-history';
import * as dailyTotals from './017-daily-totals';
import * as splitWholesIndex from './018-split-wholes-index';
import * as budgets from './019-budgets';
import * as recurring from './020-recurring';
import * as insights from './021-insights';

/** Applied in order, each once, in its own transaction, on PGlite and PostgreSQL alike. */
export const migrations: { id: string; up: string }[] = [
  { id: '001-initial', up: initial.up },
  { id: '002-user-events', up: userEvents.up },
  { id: '003-user-event-sequences', up: userEventSequences.up },
  { id: '004-compact-transaction-rows', up: compactTransactionRows.up },
  { id: '005-identity-updated-at', up: identityUpdatedAt.up },
  { id: '006-corrections', up: corrections.up },
  { id: '007-transactions-fillfactor', up: transactionsFillfactor.up },
  { id: '008-idempotency-keys', up: idempotencyKeys.up },
  { id: '009-transaction-changes', up: transactionChanges.up },
  { id: '010-transaction-change-log', up: transactionChangeLog.up },
  { id: '011-rule-order-and-marks', up: ruleOrderAndMarks.up },
  { id: '012-accounts-kept-by-hand', up: accountsKeptByHand.up },
  { id: '013-split-transactions', up: splitTransactions.up },
  { id: '014-bank-detailed-category', up: bankDetailedCategory.up },
  { id: '015-answer-names-numbered', up: answerNamesNumbered.up },
  { id: '016-balance-history', up: balanceHistory.up },
  { id: '017-daily-totals', up: dailyTotals.up },
  { id: '018-split-wholes-index', up: splitWholesIndex.up },
  { id: '019-budgets', up: budgets.up },
  { id: '020-recurring', up: recurring.up },
  { id: '021-insights', up: insights.up },
];
