import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { LiveNotice, RemoteRoot, SessionProblemArea } from '@finance/shared';
import { Logo } from './Logo';
import { SkipLink } from './SkipLink';
import { Main, TopBar } from './TopBar';

/**
 * What every layout of the shell is: the skip link, a top bar with the logo (and whatever the layout adds after it),
 * and the page beneath, with the session problem above the page when a service could not be reached, and the polite
 * notice of what just arrived (live updates).
 */
export function LayoutFrame({ bar }: { bar?: ReactNode }) {
  return (
    <RemoteRoot app="shell">
      <SkipLink />
      <TopBar>
        <Logo />
        {bar}
      </TopBar>
      <Main>
        <SessionProblemArea>
          <Outlet />
        </SessionProblemArea>
      </Main>
      <LiveNotice />
    </RemoteRoot>
  );
}
