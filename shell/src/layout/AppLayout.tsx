import { Outlet } from 'react-router-dom';
import { RemoteRoot } from '@finance/shared';
import { Logo } from './Logo';
import { SkipLink } from './SkipLink';
import { TabBar } from './TabBar';
import { Main, TopBar } from './TopBar';

/** The signed-in layout: logo, tab bar, and the page beneath. */
export function AppLayout() {
  return (
    <RemoteRoot app="shell">
      <SkipLink />
      <TopBar>
        <Logo />
        <TabBar />
      </TopBar>
      <Main>
        <Outlet />
      </Main>
    </RemoteRoot>
  );
}
