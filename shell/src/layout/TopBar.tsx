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

/** The page's main landmark, reachable with the skip link. */
export function Main({ children }: { children: ReactNode }) {
  return (
    <MainArea id="main" tabIndex={-1}>
      {children}
    </MainArea>
  );
}
