import { exposePage } from '@finance/shared';
import { SyncIssuesPage } from '../features/sync-issues/SyncIssuesPage';

export default exposePage('accounts', SyncIssuesPage);
