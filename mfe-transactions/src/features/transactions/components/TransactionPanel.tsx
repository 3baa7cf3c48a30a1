// A transaction's details beside the table (a sheet on a phone): every field, what the bank sent (TransactionFacts),
// and the person's corrections (category, name, notes, left out) edited with Save and Cancel. A new category can
// become a rule for the merchant ("Always categorize Starbucks as Coffee"), counted first. A transfer can be unpaired
// (the panel stays, showing it counted again), or paired by hand. A manual transaction can be removed. What each does is the corrections' (useTransactionCorrections).
// The screen keys it by the transaction, so another one opened starts from its own values.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, theme, useMediaQuery, type Transaction } from '@finance/shared';
import type { Category } from '@finance/shared/contracts';
import { CloseButton } from '@finance/shared/dialog';
import { DISPLAY_NAME_MAX, NOTES_MAX } from '@finance/shared/data';
import type { TransactionCorrections } from '../hooks/use-transaction-corrections';
import { useRuleMatchCount } from '../hooks/use-rule-match-count';
import { bankDescriptionOf, descriptionOf, type CategoryNames } from '../model/cell-format';
import { CORRECTION_TEXTS, failureText } from '../model/correction-texts';
import { draftOf, patchOf, type Draft } from '../model/transaction-draft';
import { CategorySelect } from './CategorySelect';
import { Actions, Check, ErrorText, Field } from './form-parts';
import { NewCategory } from './NewCategory';
import { PanelFrame, PanelHeader } from './panel-frame';
import { RuleOffer } from './RuleOffer';
import { TransactionFacts } from './TransactionFacts';

export interface TransactionPanelProps {
  transaction: Transaction;
  categories: readonly Category[];
  names: CategoryNames;
  /** What the panel can do to the transaction. */
  corrections: TransactionCorrections;
  onClose: () => void;
}

export function TransactionPanel({ transaction, categories, names, corrections, onClose }: TransactionPanelProps) {
  const titleId = useId();
  const sheet = useMediaQuery(theme.media.narrow);
  const closeButton = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState<Draft>(() => draftOf(transaction));
  const [makeRule, setMakeRule] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    closeButton.current?.focus();
  }, [transaction.transaction_id]);

  const merchant = transaction.merchant_name;
  const categoryChanged = draft.category !== (transaction.personal_finance_category?.primary ?? '');
  const offerRule = Boolean(merchant) && categoryChanged && draft.category !== '';
  const ruleMatches = useRuleMatchCount(merchant, offerRule, corrections.countRuleMatches);

  const patch = patchOf(transaction, draft);
  const changed = Object.keys(patch).length > 0;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed || busy) return;
    setBusy(true);
    setError(null);
    try {
      await corrections.save(patch);
      if (offerRule && makeRule && merchant) await corrections.makeRule(merchant, draft.category);
      onClose();
    } catch (reason) {
      setError(failureText(CORRECTION_TEXTS.updateFailed, reason));
    } finally {
      setBusy(false);
    }
  };

  /**
   * Removing a manual transaction, pairing or unpairing a transfer: done, the panel closes, or after an unpairing stays
   * with the focus on its title (the button pressed is gone); refused, it says so.
   */
  const act = async (action: () => Promise<unknown>, done: 'close' | 'stay' = 'close') => {
    setBusy(true);
    setError(null);
    try {
      await action();
      if (done === 'close') onClose();
      else {
        setBusy(false);
        title.current?.focus();
      }
    } catch (reason) {
      setError(failureText(CORRECTION_TEXTS.updateFailed, reason));
      setBusy(false);
    }
  };

  return (
    <PanelFrame
      role="dialog"
      aria-modal={sheet || undefined}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <PanelHeader>
        <h2 id={titleId} ref={title} tabIndex={-1}>
          {descriptionOf(transaction)}
        </h2>
        <CloseButton ref={closeButton} aria-label="Close transaction details" onClick={onClose}>
          ×
        </CloseButton>
      </PanelHeader>
      <TransactionFacts
        transaction={transaction}
        names={names}
        busy={busy}
        transferCandidates={corrections.transferCandidates}
        onUnpair={() => void act(corrections.unpair, 'stay')}
        onPair={(otherId) => void act(() => corrections.pair(otherId))}
      />
      <form onSubmit={(event) => void save(event)}>
        <CategorySelect
          label="Category"
          categories={categories}
          names={names}
          value={draft.category}
          bankCategory={transaction.manual ? null : transaction.bank_category}
          onChange={(category) => setDraft({ ...draft, category })}
        />
        <NewCategory
          onCreate={corrections.createCategory}
          onCreated={(category) => setDraft({ ...draft, category: category.category_id })}
        />
        {offerRule && merchant && (
          <RuleOffer
            merchant={merchant}
            category={draft.category}
            names={names}
            matches={ruleMatches}
            checked={makeRule}
            onChange={setMakeRule}
          />
        )}
        <Field>
          <label htmlFor={`${titleId}-name`}>Name</label>
          <input
            id={`${titleId}-name`}
            type="text"
            maxLength={DISPLAY_NAME_MAX}
            placeholder={bankDescriptionOf(transaction)}
            value={draft.displayName}
            onChange={(event) => setDraft({ ...draft, displayName: event.target.value })}
          />
        </Field>
        <Field>
          <label htmlFor={`${titleId}-notes`}>Notes</label>
          <textarea
            id={`${titleId}-notes`}
            rows={3}
            maxLength={NOTES_MAX}
            value={draft.notes}
            onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
          />
        </Field>
        <Check>
          <input
            type="checkbox"
            checked={draft.excluded}
            onChange={(event) => setDraft({ ...draft, excluded: event.target.checked })}
          />
          <span>{CORRECTION_TEXTS.excludeLabel}</span>
        </Check>
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <Actions>
          {transaction.manual && (
            <Button $variant="danger" disabled={busy} onClick={() => void act(corrections.remove)}>
              Remove transaction
            </Button>
          )}
          <Spacer />
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!changed || busy}>
            Save
          </Button>
        </Actions>
      </form>
    </PanelFrame>
  );
}

const Spacer = styled.span`
  flex: 1;
`;
