import { exposePage } from '@finance/shared';
import { AssetsPage } from '../features/coming-soon/pages';

export default exposePage('placeholders', AssetsPage);
