import { Outlet } from 'react-router-dom';
import { RemoteRoot } from '@finance/shared';
import { Logo } from './Logo';
import { SkipLink } from './SkipLink';
import { Main, TopBar } from './TopBar';

/** The layout with only the logo: sign-in, sign-up and the legal pages. */
export function PublicLayout() {
  return (
    <RemoteRoot app="shell">
      <SkipLink />
      <TopBar>
        <Logo />
      </TopBar>
      <Main>
        <Outlet />
      </Main>
    </RemoteRoot>
  );
}
