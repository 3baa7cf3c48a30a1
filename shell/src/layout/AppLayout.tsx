import { Outlet } from 'react-router-dom';
import { RemoteRoot, SessionProblemArea } from '@finance/shared';
import { Logo } from './Logo';
import { SkipLink } from './SkipLink';
import { TabBar } from './TabBar';
import { UserMenu } from './UserMenu';
import { Main, TopBar } from './TopBar';

/**
 * The signed-in layout: logo, tab bar, user menu, and the page beneath, with the session problem above the page
 * when a refresh could not reach a service (the guard then moves the person to /signin, where it is said again).
 */
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
        <SessionProblemArea>
          <Outlet />
        </SessionProblemArea>
      </Main>
    </RemoteRoot>
  );
}
