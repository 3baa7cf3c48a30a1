import { exposePage } from '@finance/shared';
import { BudgetsPage } from '../features/coming-soon/pages';

export default exposePage('placeholders', BudgetsPage);
