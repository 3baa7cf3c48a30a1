import { exposePage } from '@finance/shared';
import { DashboardPage } from '../features/coming-soon/pages';

export default exposePage('placeholders', DashboardPage);
