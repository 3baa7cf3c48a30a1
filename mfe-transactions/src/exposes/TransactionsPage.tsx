import { exposePage } from '@finance/shared';
import { TransactionsPage } from '../features/transactions/components/TransactionsPage';

export default exposePage('transactions', TransactionsPage);
