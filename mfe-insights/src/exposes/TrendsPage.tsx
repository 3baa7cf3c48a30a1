import { exposePage } from '@finance/shared';
import { TrendsPage } from '../features/trends/components/TrendsPage';

export default exposePage('insights', TrendsPage);
