import { exposePage } from '@finance/shared';
import { PrivacyPage } from '../features/legal/PrivacyPage';

export default exposePage('placeholders', PrivacyPage);
