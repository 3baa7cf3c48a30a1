import { exposePage } from '@finance/shared';
import { AccountsPage } from '../features/accounts/AccountsPage';

export default exposePage('accounts', AccountsPage);
