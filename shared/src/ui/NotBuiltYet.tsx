import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageTitle } from './PageTitle';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A page whose remote is mounted but whose feature a later issue builds. */
export function NotBuiltYet({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="not-built-title">
      <PageTitle id="not-built-title">{title}</PageTitle>
      <Notice>This page is not built yet.</Notice>
      {children}
    </section>
  );
}
