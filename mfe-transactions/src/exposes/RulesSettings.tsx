import { exposePage } from '@finance/shared';
import { RulesSettings } from '../features/settings/components/RulesSettings';

export default exposePage('transactions', RulesSettings);
