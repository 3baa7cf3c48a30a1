import { exposePage } from '@finance/shared';
import { TransactionsPage } from '../features/transactions/TransactionsPage';

export default exposePage('transactions', TransactionsPage);
