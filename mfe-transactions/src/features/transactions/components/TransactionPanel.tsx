// A transaction's details beside the table (a sheet on a phone): every field, what the bank sent (TransactionFacts),
// the rule that changed it, and the person's corrections (category, name, notes, left out) edited with Save and
// Cancel. A new category can become a rule (RuleOffer) for the merchant ("Always categorize Starbucks as Coffee"), or,
// with no merchant, for the description, counted first. A transfer can be unpaired
// (the panel stays, showing it counted again), or paired by hand. A manual transaction can be removed. One that can be
// split opens the split editor in place of the edit (SplitEditor); a split one shows its parts there (SplitDetails).
// What each does is the corrections' (useTransactionCorrections). The screen keys it by the transaction (a split's
// whole, whichever part was opened), so another one opened starts from its own values.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, theme, useMediaQuery, type Transaction } from '@finance/shared';
import type { Category } from '@finance/shared/contracts';
import { CloseButton } from '@finance/shared/dialog';
import { DISPLAY_NAME_MAX, NOTES_MAX, RULE_CONTAINS_MIN, RULE_TEXT_MAX } from '@finance/shared/data';
import type { TransactionCorrections } from '../hooks/use-transaction-corrections';
import { useRule } from '../hooks/use-rule';
import { useRuleMatchCount } from '../hooks/use-rule-match-count';
import { bankDescriptionOf, descriptionOf, type CategoryNames } from '../model/cell-format';
import { CORRECTION_TEXTS, failureText } from '../model/correction-texts';
import { canSplit } from '../model/splits';
import { SPLIT_TEXTS } from '../model/split-texts';
import { draftOf, patchOf, type Draft } from '../model/transaction-draft';
import { CategorySelect } from './CategorySelect';
import { Actions, Check, ErrorText, Field } from './form-parts';
import { NewCategory } from './NewCategory';
import { PanelFrame, PanelHeader } from './panel-frame';
import { RuleOffer, type RuleDraft } from './RuleOffer';
import { SplitDetails } from './SplitDetails';
import { SplitEditor } from './SplitEditor';
import { TransactionFacts } from './TransactionFacts';

export interface TransactionPanelProps {
  transaction: Transaction;
  /** A split whole's parts; none for any other transaction. */
  parts?: readonly Transaction[];
  categories: readonly Category[];
  names: CategoryNames;
  /** What the panel can do to the transaction. */
  corrections: TransactionCorrections;
  onClose: () => void;
}

/** The rule a transaction can start: on its merchant, else on its description (contains, the whole of it at first). */
function ruleDraftOf(transaction: Transaction): RuleDraft {
  return transaction.merchant_name
    ? { match_field: 'merchant', match_op: 'is', match_value: transaction.merchant_name }
    : {
        match_field: 'name',
        match_op: 'contains',
        match_value: (transaction.name ?? '').trim().slice(0, RULE_TEXT_MAX),
      };
}

/** Why a rule's text cannot make a rule yet; null when it can. */
function ruleProblem(draft: RuleDraft): string | null {
  const text = draft.match_value.trim();
  if (text === '') return CORRECTION_TEXTS.ruleTextRequired;
  return draft.match_op === 'contains' && text.length < RULE_CONTAINS_MIN ? CORRECTION_TEXTS.ruleTextTooShort : null;
}

const NO_PARTS: readonly Transaction[] = [];

export function TransactionPanel({
  transaction,
  parts = NO_PARTS,
  categories,
  names,
  corrections,
  onClose,
}: TransactionPanelProps) {
  const titleId = useId();
  const sheet = useMediaQuery(theme.media.narrow);
  const closeButton = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState<Draft>(() => draftOf(transaction));
  const [makeRule, setMakeRule] = useState(false);
  const [ruleDraft, setRuleDraft] = useState<RuleDraft>(() => ruleDraftOf(transaction));
  const ruleText = useRef<HTMLInputElement>(null);
  // The category the panel opened with: once the edit is saved, the offer stays for a rule that failed.
  const [openedCategory] = useState(() => transaction.personal_finance_category?.primary ?? '');
  const rule = useRule(transaction.rule_id);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [splitting, setSplitting] = useState(false);
  const splitButton = useRef<HTMLButtonElement>(null);
  // Set as the split editor is cancelled: once the edit is back, its Split button takes the focus again.
  const backToSplit = useRef(false);

  useEffect(() => {
    closeButton.current?.focus();
  }, [transaction.transaction_id]);

  useEffect(() => {
    if (splitting || !backToSplit.current) return;
    backToSplit.current = false;
    splitButton.current?.focus();
  }, [splitting]);

  // A bank transaction with a merchant or a description, given another category, can start a rule.
  const offerRule =
    !transaction.manual &&
    Boolean(transaction.merchant_name || transaction.name?.trim()) &&
    draft.category !== openedCategory &&
    draft.category !== '';
  const problem = ruleProblem(ruleDraft);
  const ruleMatch = useMemo(
    () => (offerRule && problem === null ? { ...ruleDraft, match_value: ruleDraft.match_value.trim() } : null),
    [offerRule, problem, ruleDraft],
  );
  const ruleMatches = useRuleMatchCount(ruleMatch, corrections.countRuleMatches);
  const wantsRule = offerRule && makeRule;

  const patch = patchOf(transaction, draft);
  const changed = Object.keys(patch).length > 0;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if ((!changed && !wantsRule) || busy) return;
    if (wantsRule && !ruleMatch) {
      setError(problem);
      ruleText.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    // The edit first (the row is the person's), then the rule over the others: a refused rule leaves the edit saved
    // and the offer open to try again.
    let failed: string = CORRECTION_TEXTS.updateFailed;
    try {
      if (changed) await corrections.save(patch);
      failed = CORRECTION_TEXTS.ruleFailed;
      if (wantsRule && ruleMatch) await corrections.makeRule(ruleMatch, draft.category);
      onClose();
    } catch (reason) {
      setError(failureText(failed, reason));
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
        rule={rule}
        busy={busy}
        transferCandidates={corrections.transferCandidates}
        onUnpair={() => void act(corrections.unpair, 'stay')}
        onPair={(otherId) => void act(() => corrections.pair(otherId))}
      />
      {transaction.split !== null && (
        <>
          <SplitDetails
            whole={transaction}
            parts={parts}
            categories={categories}
            names={names}
            busy={busy}
            onSave={corrections.split}
            onSaved={() => title.current?.focus()}
            onUnsplit={() => void act(corrections.unsplit, 'stay')}
            onCancel={onClose}
          />
          {error && <ErrorText role="alert">{error}</ErrorText>}
        </>
      )}
      {splitting && transaction.split === null && (
        <SplitEditor
          whole={transaction}
          parts={NO_PARTS}
          categories={categories}
          names={names}
          autoFocus
          onSave={corrections.split}
          onSaved={() => {
            setSplitting(false);
            title.current?.focus();
          }}
          onCancel={() => {
            backToSplit.current = true;
            setSplitting(false);
          }}
        />
      )}
      {/* Kept while the split editor is open, so that Cancel comes back to the edit as it was. */}
      <form hidden={transaction.split !== null || splitting} onSubmit={(event) => void save(event)}>
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
        {offerRule && (
          <RuleOffer
            draft={ruleDraft}
            onDraftChange={setRuleDraft}
            category={draft.category}
            names={names}
            matches={ruleMatches}
            problem={problem}
            checked={makeRule}
            onChange={setMakeRule}
            textRef={ruleText}
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
          {canSplit(transaction) && (
            <Button ref={splitButton} $variant="secondary" disabled={busy} onClick={() => setSplitting(true)}>
              {SPLIT_TEXTS.splitButton}
            </Button>
          )}
          <Spacer />
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={(!changed && !wantsRule) || busy}>
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
