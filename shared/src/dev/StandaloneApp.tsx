import { useEffect, useState, type ComponentType } from 'react';
import { BrowserRouter, NavLink, Navigate, Route, Routes } from 'react-router';
import styled from 'styled-components';
import { Spinner, ThemeRoot } from '@finance/shared';
import { startStandaloneSession } from './standalone-session';
import { StandaloneSessionStatus } from './StandaloneSessionStatus';

export interface StandalonePage {
  path: string;
  label: string;
  Component: ComponentType;
}

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a[aria-current='page'] { font-weight: 700; }
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`;

/** True once the standalone page's session has started. */
function useStandaloneSession(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    void startStandaloneSession().then(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, []);
  return ready;
}

/**
 * A remote's page when it runs alone for its team (`npm run dev -w <remote>`): its exposed pages under their own
 * paths, with the product's theme and a real session. The routes wait for the session to start, because the
 * catch-all redirect would otherwise strip a sign-in redirect's ?code before Amplify has read it.
 */
export function StandaloneApp({ app, pages }: { app: string; pages: StandalonePage[] }) {
  const first = pages[0];
  const sessionReady = useStandaloneSession();
  return (
    <ThemeRoot>
      <BrowserRouter>
        <Header>
          <strong>{app} (standalone)</strong>
          <nav aria-label={`${app} pages`}>
            {pages.map((page, index) => (
              <span key={page.path}>
                {index > 0 && ' · '}
                <NavLink to={page.path}>{page.label}</NavLink>
              </span>
            ))}
          </nav>
          <StandaloneSessionStatus />
        </Header>
        <Main>
          {sessionReady ? (
            <Routes>
              {pages.map(({ path, Component }) => (
                <Route key={path} path={`${path}/*`} element={<Component />} />
              ))}
              {first && <Route path="*" element={<Navigate to={first.path} replace />} />}
            </Routes>
          ) : (
            <Spinner label="Starting the session" />
          )}
        </Main>
      </BrowserRouter>
    </ThemeRoot>
  );
}
