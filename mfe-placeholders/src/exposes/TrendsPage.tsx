import { exposePage } from '@finance/shared';
import { TrendsPage } from '../features/coming-soon/pages';

export default exposePage('placeholders', TrendsPage);
