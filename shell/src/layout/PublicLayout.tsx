import { LayoutFrame } from './LayoutFrame';

/**
 * The layout with only the logo: sign-in, sign-up and the legal pages. A person whose session could not be read
 * lands here (the guards send them to /signin), so this is where they are told why.
 */
export function PublicLayout() {
  return <LayoutFrame />;
}
