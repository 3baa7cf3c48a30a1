// "Add transaction": a cash or manual transaction on one of the person's accounts, in the same panel as a
// transaction's details. The date is typed as yyyy-MM-dd ("Date input not valid" otherwise), as in the Filters.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, theme, useMediaQuery } from '@finance/shared';
import type { Category, ManualTransactionBody } from '@finance/shared/contracts';
import { CloseButton } from '@finance/shared/dialog';
import { DISPLAY_NAME_MAX, MANUAL_AMOUNT_MAX, NOTES_MAX, toCalendarDate } from '@finance/shared/data';
import type { CategoryNames } from '../model/cell-format';
import { CORRECTION_TEXTS, failureText } from '../model/correction-texts';
import { DATE_INPUT_NOT_VALID, isDateInput } from '../model/date-input';
import type { Option } from '../model/filter-options';
import { CategorySelect } from './CategorySelect';
import { Actions, Check, ErrorText, Field } from './form-parts';
import { PanelFrame, PanelHeader } from './panel-frame';

export interface TransactionFormProps {
  accounts: readonly Option[];
  /** The account it starts on (a cash account kept by hand, where there is one); else the first. */
  preselected?: string | undefined;
  categories: readonly Category[];
  names: CategoryNames;
  /** Adds it; rejects with the text to show. */
  onAdd: (body: ManualTransactionBody) => Promise<unknown>;
  onClose: () => void;
}

/** An amount as typed: digits with at most 2 decimals, not zero; null otherwise. */
export function parseAmount(text: string): number | null {
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(text.trim())) return null;
  const amount = Number(text.trim());
  return amount > 0 && amount <= MANUAL_AMOUNT_MAX ? amount : null;
}

export function TransactionForm({ accounts, preselected, categories, names, onAdd, onClose }: TransactionFormProps) {
  const id = useId();
  const sheet = useMediaQuery(theme.media.narrow);
  const first = useRef<HTMLSelectElement>(null);
  const [accountId, setAccountId] = useState(
    () => accounts.find((account) => account.value === preselected)?.value ?? accounts[0]?.value ?? '',
  );
  const [date, setDate] = useState(() => toCalendarDate(new Date()));
  const [amount, setAmount] = useState('');
  const [moneyIn, setMoneyIn] = useState(false);
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState('');
  const [notes, setNotes] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => first.current?.focus(), []);

  const dateValid = isDateInput(date);
  const parsed = parseAmount(amount);
  const problems = {
    account: accountId ? null : CORRECTION_TEXTS.accountRequired,
    date: dateValid ? null : DATE_INPUT_NOT_VALID,
    amount: parsed === null ? CORRECTION_TEXTS.amountNotValid : null,
    description: description.trim() ? null : CORRECTION_TEXTS.descriptionRequired,
  };
  const valid = Object.values(problems).every((problem) => problem === null);
  const shown = (problem: string | null) => (tried ? problem : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!valid || parsed === null || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onAdd({
        account_id: accountId,
        date,
        amount: moneyIn ? -parsed : parsed,
        description: description.trim(),
        ...(category ? { category } : {}),
        ...(notes.trim() ? { notes: notes.trim() } : {}),
      });
      onClose();
    } catch (reason) {
      setError(failureText(CORRECTION_TEXTS.addFailed, reason));
      setBusy(false);
    }
  };

  const fieldError = (name: keyof typeof problems) => {
    const problem = shown(problems[name]);
    return problem ? (
      <FieldError id={`${id}-${name}-error`} role="alert">
        {problem}
      </FieldError>
    ) : null;
  };
  const described = (name: keyof typeof problems) =>
    shown(problems[name]) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {};

  return (
    <PanelFrame
      role="dialog"
      aria-modal={sheet || undefined}
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <PanelHeader>
        <h2 id={`${id}-title`}>{CORRECTION_TEXTS.addTitle}</h2>
        <CloseButton aria-label="Close Add transaction" onClick={onClose}>
          ×
        </CloseButton>
      </PanelHeader>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Field>
          <label htmlFor={`${id}-account`}>Account</label>
          <select
            id={`${id}-account`}
            ref={first}
            value={accountId}
            onChange={(event) => setAccountId(event.target.value)}
            {...described('account')}
          >
            {accounts.map((account) => (
              <option key={account.value} value={account.value}>
                {account.label}
              </option>
            ))}
          </select>
          {fieldError('account')}
        </Field>
        <Field>
          <label htmlFor={`${id}-date`}>Date</label>
          <input
            id={`${id}-date`}
            type="text"
            inputMode="numeric"
            placeholder="yyyy-MM-dd"
            autoComplete="off"
            value={date}
            onChange={(event) => setDate(event.target.value.trim())}
            {...(date !== '' && !dateValid ? { 'aria-invalid': true, 'aria-describedby': `${id}-date-error` } : {})}
          />
          {(tried || date !== '') && !dateValid && (
            <FieldError id={`${id}-date-error`} role="alert">
              {DATE_INPUT_NOT_VALID}
            </FieldError>
          )}
        </Field>
        <Field>
          <label htmlFor={`${id}-amount`}>Amount</label>
          <input
            id={`${id}-amount`}
            type="text"
            inputMode="decimal"
            placeholder="0.00"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            {...described('amount')}
          />
          {fieldError('amount')}
        </Field>
        <Direction>
          <legend>Direction</legend>
          <Check>
            <input type="radio" name={`${id}-direction`} checked={!moneyIn} onChange={() => setMoneyIn(false)} />
            <span>Money out</span>
          </Check>
          <Check>
            <input type="radio" name={`${id}-direction`} checked={moneyIn} onChange={() => setMoneyIn(true)} />
            <span>Money in</span>
          </Check>
        </Direction>
        <Field>
          <label htmlFor={`${id}-description`}>Description</label>
          <input
            id={`${id}-description`}
            type="text"
            maxLength={DISPLAY_NAME_MAX}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            {...described('description')}
          />
          {fieldError('description')}
        </Field>
        <CategorySelect
          label="Category"
          categories={categories}
          names={names}
          value={category}
          bankCategory={null}
          onChange={setCategory}
        />
        <Field>
          <label htmlFor={`${id}-notes`}>Notes</label>
          <textarea
            id={`${id}-notes`}
            rows={3}
            maxLength={NOTES_MAX}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        </Field>
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <Actions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            Save
          </Button>
        </Actions>
      </form>
    </PanelFrame>
  );
}

const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Direction = styled.fieldset`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: none;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-weight: 600;
  }
`;
