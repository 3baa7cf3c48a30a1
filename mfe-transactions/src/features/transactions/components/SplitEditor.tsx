// The split editor in the details panel: the parts of a transaction (two to start with, the first holding the whole
// amount), each with its amount, category and note; what remains of the whole as the person types; and Save split,
// which sends nothing until the parts add up to the whole to the cent. What the parts mean is model/split-draft.ts.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, type Transaction } from '@finance/shared';
import type { Category, SplitPart } from '@finance/shared/contracts';
import { NOTES_MAX, SPLIT_PARTS_MAX, SPLIT_PARTS_MIN } from '@finance/shared/data';
import type { CategoryNames } from '../model/cell-format';
import { CORRECTION_TEXTS, failureText } from '../model/correction-texts';
import {
  addedPart,
  draftOfParts,
  moneyOfCents,
  newSplitDraft,
  remainderCents,
  splitPartsOf,
  splitProblem,
  wholeCents,
  type PartDraft,
  type SplitProblem,
} from '../model/split-draft';
import { SPLIT_TEXTS } from '../model/split-texts';
import { CategorySelect } from './CategorySelect';
import { Actions, ErrorText, Field } from './form-parts';

export interface SplitEditorProps {
  whole: Transaction;
  /** The split's parts to change; none for a transaction not split yet. */
  parts: readonly Transaction[];
  categories: readonly Category[];
  names: CategoryNames;
  /** Focus goes to the first amount as it opens (the person asked for it: the Split button). */
  autoFocus: boolean;
  /** Sends the parts; rejects with the reason to show. */
  onSave: (parts: SplitPart[]) => Promise<unknown>;
  onSaved: () => void;
  onCancel: () => void;
}

export function SplitEditor({
  whole,
  parts,
  categories,
  names,
  autoFocus,
  onSave,
  onSaved,
  onCancel,
}: SplitEditorProps) {
  const id = useId();
  const [drafts, setDrafts] = useState<PartDraft[]>(() =>
    parts.length > 0 ? draftOfParts(whole, parts) : newSplitDraft(whole),
  );
  const [problem, setProblem] = useState<SplitProblem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amounts = useRef(new Map<number, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  // The part whose amount takes the focus once it is rendered (the first on opening, a part just added).
  const focusKey = useRef<number | null>(autoFocus ? drafts[0]!.key : null);

  useEffect(() => {
    if (focusKey.current === null) return;
    amounts.current.get(focusKey.current)?.focus();
    focusKey.current = null;
  });

  const remainder = remainderCents(whole, drafts);
  const change = (key: number, fields: Partial<PartDraft>) => {
    setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, ...fields } : draft)));
    setProblem(null);
  };
  const add = () => {
    const part = addedPart(whole);
    setDrafts((current) => [...current, part]);
    focusKey.current = part.key;
  };
  const remove = (key: number) => {
    setDrafts((current) => current.filter((draft) => draft.key !== key));
    setProblem(null);
    // The Remove button pressed is gone: the focus goes on to Add part, below the parts.
    addButton.current?.focus();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = splitProblem(whole, drafts);
    setProblem(found);
    if (found) {
      if (found.kind === 'amount') amounts.current.get(drafts[found.part]!.key)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSave(splitPartsOf(whole, drafts));
      setBusy(false);
      onSaved();
    } catch (reason) {
      setError(failureText(CORRECTION_TEXTS.updateFailed, reason));
      setBusy(false);
    }
  };

  const problemText =
    problem === null
      ? null
      : problem.kind === 'total'
        ? SPLIT_TEXTS.mustAddUp(moneyOfCents(wholeCents(whole), whole))
        : SPLIT_TEXTS.partAmountNotValid(problem.part + 1);

  return (
    <section aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`}>{SPLIT_TEXTS.title}</Title>
      <form noValidate onSubmit={(event) => void save(event)}>
        {drafts.map((draft, index) => {
          const n = index + 1;
          const invalid = problem?.kind === 'amount' && problem.part === index;
          return (
            <Part key={draft.key}>
              <legend>{SPLIT_TEXTS.part(n)}</legend>
              <Field>
                <label htmlFor={`${id}-${draft.key}-amount`}>{SPLIT_TEXTS.amountLabel(n)}</label>
                <input
                  id={`${id}-${draft.key}-amount`}
                  ref={(input) => {
                    if (input) amounts.current.set(draft.key, input);
                    else amounts.current.delete(draft.key);
                  }}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={draft.amount}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? `${id}-problem` : undefined}
                  onChange={(event) => change(draft.key, { amount: event.target.value })}
                />
              </Field>
              <CategorySelect
                label={SPLIT_TEXTS.categoryLabel(n)}
                categories={categories}
                names={names}
                value={draft.category}
                bankCategory={whole.manual ? null : whole.bank_category}
                onChange={(category) => change(draft.key, { category })}
              />
              <Field>
                <label htmlFor={`${id}-${draft.key}-notes`}>{SPLIT_TEXTS.noteLabel(n)}</label>
                <input
                  id={`${id}-${draft.key}-notes`}
                  type="text"
                  maxLength={NOTES_MAX}
                  value={draft.notes}
                  onChange={(event) => change(draft.key, { notes: event.target.value })}
                />
              </Field>
              {drafts.length > SPLIT_PARTS_MIN && (
                <Button $variant="secondary" onClick={() => remove(draft.key)}>
                  {SPLIT_TEXTS.removePart(n)}
                </Button>
              )}
            </Part>
          );
        })}
        {drafts.length < SPLIT_PARTS_MAX && (
          <AddPart ref={addButton} $variant="secondary" onClick={add}>
            {SPLIT_TEXTS.addPart}
          </AddPart>
        )}
        {/* Polite and atomic: read out whole as the person pauses typing. */}
        <Remaining role="status" aria-atomic="true" $off={remainder !== 0}>
          {SPLIT_TEXTS.remaining(moneyOfCents(remainder, whole))}
        </Remaining>
        {problemText && (
          <ErrorText id={`${id}-problem`} role="alert">
            {problemText}
          </ErrorText>
        )}
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <Actions>
          <Button $variant="secondary" onClick={onCancel}>
            {SPLIT_TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {SPLIT_TEXTS.save}
          </Button>
        </Actions>
      </form>
    </section>
  );
}

const Title = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.body};
`;

/** One part: its fields stacked, so that a phone's 375 px hold them without scrolling sideways. */
const Part = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }

  select,
  input {
    min-width: 0;
    max-width: 100%;
  }
`;

const AddPart = styled(Button)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Remaining = styled.p<{ $off: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $off }) => ($off ? theme.colors.danger : theme.colors.text)};
`;
