import { exposePage } from '@finance/shared';
import { HandKeptAccountsSection } from '../features/hand-kept/HandKeptAccountsSection';

/** Settings' section of the accounts kept by hand, which the shell's /settings page composes. */
export default exposePage('accounts', HandKeptAccountsSection);
