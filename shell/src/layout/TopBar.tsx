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
`;

export const Spacer = styled.div`
  flex: 1;
`;

const MainArea = styled.main`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`;

const WithSidebar = styled.div`
  display: grid;
  grid-template-columns: 19rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};

  @media (max-width: 48rem) {
    grid-template-columns: minmax(0, 1fr);
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
