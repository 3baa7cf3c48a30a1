import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageTitle } from '@finance/shared';

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};

  h2 {
    margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.large};
  }
  p, li { color: ${({ theme }) => theme.colors.text}; }
  ul { padding-left: ${({ theme }) => theme.space.lg}; }
`;

const Updated = styled.p`
  margin-top: -${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted} !important;
  font-size: ${({ theme }) => theme.font.size.small};
`;

export const LAST_UPDATED = 'November 21, 2026';

/** A legal document page: its title, the date it last changed, then its sections. */
export function LegalDocument({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Article aria-labelledby="legal-title">
      <PageTitle id="legal-title">{title}</PageTitle>
      <Updated>Last updated: {LAST_UPDATED}</Updated>
      {children}
    </Article>
  );
}
