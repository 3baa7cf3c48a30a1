import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Spinner, touchHeight } from '@finance/shared';

const Card = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};

  @media ${({ theme }) => theme.media.narrow} {
    padding: ${({ theme }) => theme.space.md};
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.large};
  }
`;

const Footer = styled.p`
  margin: 0;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2rem;
    color: ${({ theme }) => theme.colors.primary};
    ${touchHeight}
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Updating = styled.div`
  display: contents;

  & > * {
    opacity: 0.6;
    transition: opacity 0.15s;
  }
`;

/** A card's list of figures or rows: one per line, no bullets. */
export const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Loading: nothing to show yet. Updating: the last figures (another range's) show until the new ones come. */
export type CardState = 'loading' | 'failed' | 'ready' | 'updating';

interface FigureCardProps {
  id: string;
  title: string;
  state: CardState;
  /** The spec's text for the figure that could not be fetched ("Failed to fetch monthly summary"). */
  failure: string;
  /** The page that explains the figures: where the card's link goes, and what it says. */
  more?: { to: string; label: string };
  children?: ReactNode;
}

/**
 * One part of a page of figures: its heading, its figures once they are in (or why not), and a link to the page
 * behind them. A failure is the part's alone: the rest of the page still works.
 */
export function FigureCard({ id, title, state, failure, more, children }: FigureCardProps) {
  const headingId = `${id}-heading`;
  return (
    <Card aria-labelledby={headingId} aria-busy={state === 'loading' || state === 'updating'}>
      <h2 id={headingId}>{title}</h2>
      {state === 'loading' && <Spinner label={`Loading ${title.toLowerCase()}`} />}
      {state === 'failed' && <Problem role="alert">{failure}</Problem>}
      {state === 'ready' && children}
      {state === 'updating' && <Updating>{children}</Updating>}
      {more && (
        <Footer>
          <Link to={more.to}>{more.label}</Link>
        </Footer>
      )}
    </Card>
  );
}

/**
 * Where a query stands, as a card shows it: its figures (dimmed while they are another range's), a spinner until the
 * first answer, or its failure.
 */
export function cardState(query: { isError: boolean; data?: unknown; isPlaceholderData?: boolean }): CardState {
  if (query.isPlaceholderData) return 'updating';
  if (query.data !== undefined) return 'ready';
  return query.isError ? 'failed' : 'loading';
}

/** The states of several queries a card shows together: the first that is not ready, else ready. */
export function combinedState(...states: CardState[]): CardState {
  return states.find((state) => state === 'failed') ?? states.find((state) => state !== 'ready') ?? 'ready';
}
