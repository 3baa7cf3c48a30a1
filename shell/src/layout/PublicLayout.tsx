import { Outlet } from 'react-router-dom';
import { RemoteRoot, SessionProblemArea } from '@finance/shared';
import { Logo } from './Logo';
import { SkipLink } from './SkipLink';
import { Main, TopBar } from './TopBar';

/**
 * The layout with only the logo: sign-in, sign-up and the legal pages. A person whose session could not be read
 * lands here (the guards send them to /signin), so this is where they are told why.
 */
export function PublicLayout() {
  return (
    <RemoteRoot app="shell">
      <SkipLink />
      <TopBar>
        <Logo />
      </TopBar>
      <Main>
        <SessionProblemArea>
          <Outlet />
        </SessionProblemArea>
      </Main>
    </RemoteRoot>
  );
}
