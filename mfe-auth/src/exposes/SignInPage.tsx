import { exposePage } from '@finance/shared';
import { SignInPage } from '../features/sign-in/SignInPage';

export default exposePage('auth', SignInPage);
