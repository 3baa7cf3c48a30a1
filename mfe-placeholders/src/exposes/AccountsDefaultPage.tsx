import { exposePage } from '@finance/shared';
import { AccountsDefaultPage } from '../features/subpages/pages';

export default exposePage('placeholders', AccountsDefaultPage);
