import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The bar across the top of every layout: the logo at the left, whatever the layout adds after it. */
export const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: ${({ theme }) => theme.layout.topBarHeight};
  padding: 0 ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  /* Narrow: the logo and the user menu on the first line, the tab strip on its own line beneath; the bar scrolls away
     with the page, which a phone's short screen needs more than a bar that stays. */
  @media ${({ theme }) => theme.media.narrow} {
    position: static;
    flex-wrap: wrap;
    gap: 0 ${({ theme }) => theme.space.md};
    padding: 0 ${({ theme }) => theme.space.md};
  }
`;

export const Spacer = styled.div`
  flex: 1;
`;

const MainArea = styled.main`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};

  @media ${({ theme }) => theme.media.narrow} {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  }
`;

const WithSidebar = styled.div`
  display: grid;
  grid-template-columns: 19rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};

  @media ${({ theme }) => theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => theme.space.md};
  }

  & > main {
    max-width: none;
    margin: 0;
    padding: 0;
  }
`;

/** The page's main landmark, reachable with the skip link; a sidebar, when given, stands beside it. */
export function Main({ children, sidebar }: { children: ReactNode; sidebar?: ReactNode }) {
  const main = (
    <MainArea id="main" tabIndex={-1}>
      {children}
    </MainArea>
  );
  if (!sidebar) return main;
  return (
    <WithSidebar>
      {sidebar}
      {main}
    </WithSidebar>
  );
}
