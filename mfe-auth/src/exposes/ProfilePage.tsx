import { exposePage } from '@finance/shared';
import { ProfilePage } from '../features/profile/ProfilePage';

export default exposePage('auth', ProfilePage);
