import { exposePage } from '@finance/shared';
import { BudgetsPage } from '../features/budgets/components/BudgetsPage';

export default exposePage('insights', BudgetsPage);
