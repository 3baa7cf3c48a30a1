import { exposePage } from '@finance/shared';
import { ProfileSettings } from '../features/profile/ProfileSettings';

export default exposePage('auth', ProfileSettings);
