import type { FeatureIconName } from './FeatureIcon';

/** The landing page's three feature blurbs. */
export const FEATURES: ReadonlyArray<{ icon: FeatureIconName; title: string; text: string }> = [
  { icon: 'analytics', title: 'Smart Analytics', text: 'Understand your spending patterns through AI analytics.' },
  { icon: 'accounts', title: 'Account Integration', text: 'Connect all your accounts securely in one place.' },
  { icon: 'updates', title: 'Real-time Updates', text: 'Get instant transaction notifications.' },
];
