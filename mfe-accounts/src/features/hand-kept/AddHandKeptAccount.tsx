import { useId, useState, type FormEvent } from 'react';
import { Button, serverMessageOf, useAuth } from '@finance/shared';
import { Dialog } from '@finance/shared/dialog';
import { financialStore, HAND_KEPT_KIND_VALUES, HAND_KEPT_KINDS, type HandKeptKind } from '@finance/shared/data';
import { Actions, Field, Hint, Problem } from './form-fields';
import { EMPTY_FIELDS, HAND_KEPT_TEXTS, readFields, type FieldProblems, type HandKeptFields } from './hand-kept-form';

/**
 * "Add Account": a dialog with the account's name, type, currency and opening balance. Once added it shows among the
 * accounts (the store lists it), and the person counts as having accounts (accounts_linked), as after a link.
 */
export function AddHandKeptAccount({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button $variant={variant} onClick={() => setOpen(true)}>
        {HAND_KEPT_TEXTS.add}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={HAND_KEPT_TEXTS.dialogTitle}>
        {/* Mounted afresh on every opening: the fields start as they were never typed in. */}
        {open && <HandKeptAccountForm onClose={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function HandKeptAccountForm({ onClose }: { onClose: () => void }) {
  const id = useId();
  const { accounts_linked, updateAccountsLinked } = useAuth();
  const [fields, setFields] = useState<HandKeptFields>(EMPTY_FIELDS);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<HandKeptFields>) => setFields((current) => ({ ...current, ...change }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const read = readFields(fields);
    if ('problems' in read) {
      setProblems(read.problems);
      // The first field in trouble takes the focus, its problem read out with it.
      const first = (['name', 'currency', 'openingBalance'] as const).find((field) => read.problems[field]);
      if (first) event.currentTarget.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus();
      return;
    }
    setProblems({});
    setError(null);
    setBusy(true);
    try {
      await financialStore.getState().createHandKeptAccount(read.body);
      if (!accounts_linked) await updateAccountsLinked(true).catch(() => undefined);
      onClose();
    } catch (failure) {
      setBusy(false);
      setError(serverMessageOf(failure) ?? HAND_KEPT_TEXTS.addFailed);
    }
  }

  const described = (field: keyof FieldProblems) =>
    problems[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-problem` } : {};
  const problem = (field: keyof FieldProblems) =>
    problems[field] && <Problem id={`${id}-${field}-problem`}>{problems[field]}</Problem>;

  return (
    <form onSubmit={submit} noValidate>
      <Field>
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          value={fields.name}
          autoComplete="off"
          onChange={(event) => set({ name: event.target.value })}
          {...described('name')}
        />
        {problem('name')}
      </Field>
      <Field>
        <label htmlFor={`${id}-kind`}>Type</label>
        <select
          id={`${id}-kind`}
          value={fields.kind}
          onChange={(event) => set({ kind: event.target.value as HandKeptKind })}
        >
          {HAND_KEPT_KIND_VALUES.map((kind) => (
            <option key={kind} value={kind}>
              {HAND_KEPT_KINDS[kind].label}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        <label htmlFor={`${id}-currency`}>Currency</label>
        <input
          id={`${id}-currency`}
          value={fields.currency}
          autoComplete="off"
          maxLength={3}
          onChange={(event) => set({ currency: event.target.value })}
          {...described('currency')}
        />
        {problem('currency')}
      </Field>
      <Field>
        <label htmlFor={`${id}-openingBalance`}>Opening balance</label>
        <input
          id={`${id}-openingBalance`}
          value={fields.openingBalance}
          inputMode="decimal"
          autoComplete="off"
          onChange={(event) => set({ openingBalance: event.target.value })}
          aria-invalid={problems.openingBalance ? true : undefined}
          aria-describedby={[problems.openingBalance && `${id}-openingBalance-problem`, `${id}-balance-hint`]
            .filter(Boolean)
            .join(' ')}
        />
        <Hint id={`${id}-balance-hint`}>{HAND_KEPT_TEXTS.balanceHint}</Hint>
        {problem('openingBalance')}
      </Field>
      {error && <Problem role="alert">{error}</Problem>}
      <Actions>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? HAND_KEPT_TEXTS.adding : 'Add'}
        </Button>
      </Actions>
    </form>
  );
}
