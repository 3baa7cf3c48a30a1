import { Outlet } from 'react-router-dom';
import { RemoteRoot } from '@finance/shared';
import { Logo } from './Logo';
import { SkipLink } from './SkipLink';
import { TabBar } from './TabBar';
import { UserMenu } from './UserMenu';
import { Main, TopBar } from './TopBar';

/** The signed-in layout: logo, tab bar, user menu, and the page beneath. */
export function AppLayout() {
  return (
    <RemoteRoot app="shell">
      <SkipLink />
      <TopBar>
        <Logo />
        <TabBar />
        <UserMenu />
      </TopBar>
      <Main>
        <Outlet />
      </Main>
    </RemoteRoot>
  );
}
