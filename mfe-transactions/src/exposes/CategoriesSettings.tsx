import { exposePage } from '@finance/shared';
import { CategoriesSettings } from '../features/settings/components/CategoriesSettings';

export default exposePage('transactions', CategoriesSettings);
