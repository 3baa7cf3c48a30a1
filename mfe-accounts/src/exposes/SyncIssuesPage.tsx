import { exposePage } from '@finance/shared';
import { withLinkScript } from '../features/linking/with-link-script';
import { SyncIssuesPage } from '../features/sync-issues/SyncIssuesPage';

export default exposePage('accounts', withLinkScript(SyncIssuesPage));
