import { exposePage } from '@finance/shared';
import { SubscriptionPage } from '../features/coming-soon/pages';

export default exposePage('placeholders', SubscriptionPage);
