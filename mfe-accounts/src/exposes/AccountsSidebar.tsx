import { exposePage } from '@finance/shared';
import { AccountsSidebar } from '../features/sidebar/AccountsSidebar';

export default exposePage('accounts', AccountsSidebar);
