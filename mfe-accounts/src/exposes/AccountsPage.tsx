import { exposePage } from '@finance/shared';
import { withLinkScript } from '../features/linking/with-link-script';
import { AccountsPage } from '../features/accounts/AccountsPage';

export default exposePage('accounts', withLinkScript(AccountsPage));
