import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { BudgetList } from './BudgetList';
import { Button, touchHeight, transactionsHref } from '@finance/shared';
import type { BudgetResponse, Category } from '@finance/shared/contracts';
import { categoryName, formatMoney, type CategoryNames } from '@finance/shared/data';
import { monthDays, monthTitle, readAmount } from '../model/budget-month';
import { AmountField } from './AmountField';

/** Money in and between accounts: the month's income and transfers, never a budget. */
const NEVER_BUDGETED = new Set(['INCOME', 'TRANSFER_IN', 'TRANSFER_OUT']);

const Spent = styled.span`
  margin-left: auto;
  font-variant-numeric: tabular-nums;
`;

const Add = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};

  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.small};
  }
  select,
  input {
    min-height: 2.5rem;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    font: inherit;
    font-size: 1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    ${touchHeight}
  }
  input {
    width: 8rem;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

interface NotBudgetedProps {
  budget: BudgetResponse;
  names: CategoryNames;
  /** Every category the person can budget (the provider's and their own), once read. */
  categories: readonly Category[];
  onAmount: (category: string, cents: number) => Promise<boolean>;
}

/**
 * The categories without a budget this month that had spending (each opening its transactions, with a field to give it
 * a budget in place), what deleted categories had budgeted, and a form to budget any other category.
 */
export function NotBudgeted({ budget, names, categories, onAmount }: NotBudgetedProps) {
  const title = monthTitle(budget.month);
  const listed = new Set([...budget.categories, ...budget.not_budgeted].map((c) => c.category));
  const others = categories.filter((c) => !NEVER_BUDGETED.has(c.category_id) && !listed.has(c.category_id));
  return (
    <>
      {budget.not_budgeted.length === 0 && budget.deleted_budgeted === 0 && (
        <p>Every category with spending this month has a budget.</p>
      )}
      {(budget.not_budgeted.length > 0 || budget.deleted_budgeted !== 0) && (
        <BudgetList aria-label="Categories without a budget">
          {budget.not_budgeted.map((row) => {
            const name = categoryName(row.category, names);
            return (
              <li key={row.category}>
                <Link to={transactionsHref({ ...monthDays(budget.month), categories: [row.category] })}>{name}</Link>
                <Spent>{formatMoney(row.spent)} spent</Spent>
                {isBudgetable(row.category, categories) && (
                  <AmountField
                    label={`Budget for ${name} in ${title}`}
                    cents={null}
                    onSave={(cents) => onAmount(row.category, cents)}
                  />
                )}
              </li>
            );
          })}
          {budget.deleted_budgeted !== 0 && (
            <li>
              <span>Budgeted in deleted categories</span>
              <Spent>{formatMoney(budget.deleted_budgeted)}</Spent>
            </li>
          )}
        </BudgetList>
      )}
      {others.length > 0 && <AddBudget categories={others} names={names} title={title} onAmount={onAmount} />}
    </>
  );
}

const isBudgetable = (key: string, categories: readonly Category[]) =>
  !NEVER_BUDGETED.has(key) && categories.some((c) => c.category_id === key);

function AddBudget({
  categories,
  names,
  title,
  onAmount,
}: {
  categories: readonly Category[];
  names: CategoryNames;
  title: string;
  onAmount: (category: string, cents: number) => Promise<boolean>;
}) {
  const problemId = useId();
  const [category, setCategory] = useState(categories[0]!.category_id);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = categories.some((c) => c.category_id === category) ? category : categories[0]!.category_id;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readAmount(amount);
    if ('problem' in read) return setProblem(read.problem);
    setProblem(null);
    if (await onAmount(chosen, read.cents)) setAmount('');
  };
  return (
    <Add aria-label="Add a budget" onSubmit={(event) => void submit(event)}>
      <label>
        Category
        <select value={chosen} onChange={(event) => setCategory(event.target.value)}>
          {categories.map((c) => (
            <option key={c.category_id} value={c.category_id}>
              {categoryName(c.category_id, names)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Amount for {title}
        <input
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-invalid={problem !== null}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => setAmount(event.target.value)}
        />
      </label>
      <Button type="submit">Add budget</Button>
      {problem && (
        <Problem id={problemId} role="alert">
          {problem}
        </Problem>
      )}
    </Add>
  );
}
