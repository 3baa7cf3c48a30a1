import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button, touchHeight, transactionsHref } from '@finance/shared';
import { cardState, CardList, FigureCard } from '../../../components/FigureCard';
import { useToday } from '../../../hooks/use-today';
import { useDismissInsight, useInsights } from '../hooks/use-insights';
import { Problem, Said } from '../../../components/PageText';

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2rem;
    color: ${({ theme }) => theme.colors.primary};
    ${touchHeight}
  }
`;

/** How many statements the card shows before "Show all". */
export const INSIGHTS_SHOWN = 5;

/**
 * Insights: statements about the person's money worked out from their corrected data (no model, nothing sent
 * anywhere), each with a way to the transactions that make it true, and dismissed for good with one press.
 */
export function InsightsCard() {
  const today = useToday();
  const insights = useInsights(today);
  const { change: dismiss, problem } = useDismissInsight(today);
  const [said, setSaid] = useState('');
  const [all, setAll] = useState(false);
  const every = insights.data?.insights ?? [];
  const list = all ? every : every.slice(0, INSIGHTS_SHOWN);
  return (
    <FigureCard id="insights" title="Insights" state={cardState(insights)} failure="Failed to fetch insights">
      {problem && <Problem role="alert">{problem}</Problem>}
      <Said role="status">{said}</Said>
      {insights.data && list.length === 0 && <p>Nothing stands out right now.</p>}
      {list.length > 0 && (
        <CardList aria-label="Insights">
          {list.map((insight) => (
            <Item key={insight.id}>
              <p>{insight.text}</p>
              <Actions>
                <Link to={transactionsHref(insight.link)} aria-label={`See the transactions: ${insight.text}`}>
                  See the transactions
                </Link>
                <Button
                  $variant="secondary"
                  aria-label={`Dismiss: ${insight.text}`}
                  onClick={() => {
                    setSaid('');
                    void dismiss(insight.id).then((done) => done && setSaid('Dismissed. It will not be said again.'));
                  }}
                >
                  Dismiss
                </Button>
              </Actions>
            </Item>
          ))}
        </CardList>
      )}
      {every.length > INSIGHTS_SHOWN && (
        <Button $variant="secondary" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? `Show the first ${INSIGHTS_SHOWN}` : `Show all ${every.length} insights`}
        </Button>
      )}
    </FigureCard>
  );
}
