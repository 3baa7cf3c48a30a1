import { exposePage } from '@finance/shared';
import { TermsPage } from '../features/legal/TermsPage';

export default exposePage('placeholders', TermsPage);
