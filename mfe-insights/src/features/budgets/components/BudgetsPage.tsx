import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, PageTitle } from '@finance/shared';
import type { BudgetChange } from '@finance/shared/contracts';
import { categoryName, formatMoney } from '@finance/shared/data';
import { cardState, FigureCard } from '../../../components/FigureCard';
import { useCategories, useCategoryNames } from '../../../hooks/use-categories';
import { useBudget, useBudgetChanges, useBudgetMonth } from '../hooks/use-budget';
import { dollars, monthTitle } from '../model/budget-month';
import { BudgetRow } from './BudgetRow';
import { BudgetTotals } from './BudgetTotals';
import { MonthSwitcher } from './MonthSwitcher';
import { NotBudgeted } from './NotBudgeted';
import { SuggestedBudgets } from './SuggestedBudgets';
import { Note, Problem, Said } from '../../../components/PageText';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  @media ${({ theme }) => theme.media.narrow} {
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Budgets: a month's amount per category against its spending (the corrected data), with an even pace marked, what is
 * left, rollover stated, the month's income and what is left to budget; categories that had spending without a budget;
 * a first month suggested in one step. Months switch by buttons, amounts are edited in place, and every change (here,
 * in another tab, a sync or a correction) reaches the open page without a reload.
 */
export function BudgetsPage() {
  const { month, problem, today } = useBudgetMonth();
  const navigate = useNavigate();
  const budget = useBudget(month);
  const { change, problem: notSaved } = useBudgetChanges(month);
  const names = useCategoryNames();
  const categories = useCategories();
  const [said, setSaid] = useState('');
  const title = monthTitle(month);

  const layout = useRef<HTMLDivElement>(null);
  const save = useCallback(
    async (changes: BudgetChange[], done: string) => {
      setSaid('');
      const saved = await change(changes);
      if (saved) setSaid(done);
      // A budget given or stopped moves its category to the other list, and the field that had focus is gone: focus
      // goes to the category's field where it now is (nowhere else, if the person has moved on meanwhile).
      const [moved] = changes;
      if (changes.length === 1 && moved) {
        const label = `Budget for ${categoryName(moved.category, names)} in ${title}`;
        // Once React has shown the server's answer.
        setTimeout(() => {
          const focused = document.activeElement;
          if (focused && focused !== document.body && focused.isConnected) return;
          [...(layout.current?.querySelectorAll('input') ?? [])]
            .find((field) => field.getAttribute('aria-label') === label)
            ?.focus();
        });
      }
      return saved;
    },
    [change, names, title],
  );
  const data = budget.data;
  const rows = [...(data?.categories ?? [])].sort((a, b) =>
    categoryName(a.category, names).localeCompare(categoryName(b.category, names)),
  );
  const state = cardState(budget);

  return (
    <>
      <PageTitle>Budgets</PageTitle>
      <Layout ref={layout}>
        {problem && <Problem role="alert">{problem}</Problem>}
        <MonthSwitcher
          month={month}
          first={data?.first_month ?? null}
          last={data?.last_month ?? null}
          current={today.slice(0, 7)}
          onMonth={(next) => void navigate(`?month=${next}`)}
        />
        {state === 'failed' && (
          <Problem role="alert">
            {budget.error instanceof Error && budget.error.message.startsWith('month must')
              ? budget.error.message
              : 'Failed to fetch budget'}{' '}
            <Button $variant="secondary" onClick={() => void budget.refetch()}>
              Retry
            </Button>
          </Problem>
        )}
        <FigureCard
          id="budget-totals"
          title={`${title} at a glance`}
          state={state === 'failed' ? 'loading' : state}
          failure=""
        >
          {data && <BudgetTotals budget={data} />}
        </FigureCard>
        {notSaved && <Problem role="alert">{notSaved}</Problem>}
        <Said role="status">{said}</Said>
        {data && data.suggestions.length > 0 && data.categories.length === 0 && (
          <FigureCard id="suggested" title="Suggested budgets" state={state} failure="">
            <SuggestedBudgets
              suggestions={data.suggestions}
              month={month}
              names={names}
              onUse={(suggestions) =>
                save(
                  suggestions.map((s) => ({ category: s.category, amount: s.amount })),
                  suggestions.length === 1
                    ? `Budget set: ${categoryName(suggestions[0]!.category, names)}, ${formatMoney(suggestions[0]!.amount)} from ${title}.`
                    : `${suggestions.length} budgets set from ${title}.`,
                )
              }
            />
          </FigureCard>
        )}
        <FigureCard id="budgeted" title="Budgeted" state={state === 'failed' ? 'loading' : state} failure="">
          {data && rows.length === 0 && <p>No budgets in {title} yet. Give a category an amount below.</p>}
          {data && rows.length > 0 && (
            <>
              <Note>
                An amount holds for the months after until you change it. Rollover carries what is left at a
                month&apos;s end into the next month: a surplus adds to it, an overspend takes from it.
              </Note>
              <Rows>
                {rows.map((row) => {
                  const name = categoryName(row.category, names);
                  return (
                    <BudgetRow
                      key={row.category}
                      budget={row}
                      name={name}
                      month={month}
                      today={today}
                      onAmount={(cents) =>
                        save(
                          [{ category: row.category, amount: dollars(cents) }],
                          `Budget for ${name} set to ${formatMoney(dollars(cents))} from ${title}.`,
                        )
                      }
                      onRollover={(on) =>
                        save(
                          [{ category: row.category, rollover: on }],
                          on ? `${name} now rolls over.` : `${name} no longer rolls over.`,
                        )
                      }
                      onRemove={() =>
                        save([{ category: row.category, amount: null }], `${name} is not budgeted from ${title}.`)
                      }
                    />
                  );
                })}
              </Rows>
            </>
          )}
        </FigureCard>
        <FigureCard id="not-budgeted" title="Not budgeted" state={state === 'failed' ? 'loading' : state} failure="">
          {data && (
            <NotBudgeted
              budget={data}
              names={names}
              categories={categories.data ?? []}
              onAmount={(category, cents) =>
                save(
                  [{ category, amount: dollars(cents) }],
                  `Budget for ${categoryName(category, names)} set to ${formatMoney(dollars(cents))} from ${title}.`,
                )
              }
            />
          )}
        </FigureCard>
      </Layout>
    </>
  );
}
