import { exposePage } from '@finance/shared';
import { TransactionsDefaultPage } from '../features/subpages/pages';

export default exposePage('placeholders', TransactionsDefaultPage);
