import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LiveNotice, RemoteRoot, SessionProblemArea } from '@finance/shared';
import { Logo } from './Logo';
import { SkipLink } from './SkipLink';
import { Main, TopBar } from './TopBar';

/**
 * What every layout of the shell is: the skip link, a top bar with the logo (and whatever the layout adds after it),
 * and the page beneath, with the session problem above the page when a service could not be reached; a layout may
 * put a sidebar beside the page. The polite notice of what just arrived (live updates) is on every page.
 */
export function LayoutFrame({ bar, sidebar }: { bar?: ReactNode; sidebar?: ReactNode }) {
  return (
    <RemoteRoot app="shell">
      <SkipLink />
      <TopBar>
        <Logo />
        {bar}
      </TopBar>
      <Main sidebar={sidebar}>
        <SessionProblemArea>
          <Outlet />
        </SessionProblemArea>
      </Main>
      <LiveNotice />
    </RemoteRoot>
  );
}
