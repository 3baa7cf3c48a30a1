import { exposePage } from '@finance/shared';
import { AccountDetailPage } from '../features/account-detail/AccountDetailPage';

export default exposePage('accounts', AccountDetailPage);
