import { exposePage } from '@finance/shared';
import { ComingPage } from '../features/coming/components/ComingPage';

export default exposePage('insights', ComingPage);
