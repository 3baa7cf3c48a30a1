import { exposePage } from '@finance/shared';
import { SettingsPage } from '../features/coming-soon/pages';

export default exposePage('placeholders', SettingsPage);
