import { exposePage } from '@finance/shared';
import { SyncIssuesPage } from '../features/subpages/pages';

export default exposePage('placeholders', SyncIssuesPage);
