import { exposePage } from '@finance/shared';
import { DashboardPage } from '../features/dashboard/components/DashboardPage';

export default exposePage('insights', DashboardPage);
