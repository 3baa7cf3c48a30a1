// A transaction's details beside the table (a sheet on a phone): every field, what the bank sent, and the person's
// corrections (category, name, notes, left out) edited with Save and Cancel. A new category can become a rule for the
// merchant ("Always categorize Starbucks as Coffee"), counted first. A transfer can be unpaired, or paired by hand
// (PairTransfer). A manual transaction can be removed. The screen
// keys it by the transaction, so another one opened starts from its own values.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, theme, useMediaQuery, type Transaction } from '@finance/shared';
import type { Category, TransactionPatch } from '@finance/shared/contracts';
import { CloseButton } from '@finance/shared/dialog';
import { DISPLAY_NAME_MAX, NOTES_MAX } from '@finance/shared/data';
import {
  accountLabel,
  amountText,
  bankDescriptionOf,
  categoryName,
  dateText,
  descriptionOf,
  institutionLabel,
  isMoneyIn,
  type CategoryNames,
} from '../model/cell-format';
import { CORRECTION_TEXTS, failureText } from '../model/correction-texts';
import { CategorySelect } from './CategorySelect';
import { Actions, Check, ErrorText, Field } from './form-parts';
import { NewCategory } from './NewCategory';
import { PairTransfer } from './PairTransfer';
import { PanelFrame, PanelHeader } from './panel-frame';

export interface TransactionPanelProps {
  transaction: Transaction;
  categories: readonly Category[];
  names: CategoryNames;
  /** Saves the changed fields; rejects with the text to show. */
  onSave: (patch: TransactionPatch) => Promise<unknown>;
  /** How many existing transactions a rule for this merchant would change. */
  countRuleMatches: (merchant: string) => Promise<number>;
  /** Makes the rule "Always categorize <merchant> as <category>". */
  onMakeRule: (merchant: string, category: string) => Promise<void>;
  onRemove: () => Promise<unknown>;
  /** Makes one of the person's own categories. */
  onCreateCategory: (name: string) => Promise<Category>;
  /** Unpairs a transfer: both halves count as money in and out again. */
  onUnpair: () => Promise<unknown>;
  /** The transactions this one could pair with as a transfer, worked out when asked. */
  transferCandidates: () => readonly Transaction[];
  /** Pairs this transaction with another as the two halves of a transfer. */
  onPair: (otherId: string) => Promise<unknown>;
  onClose: () => void;
}

interface Draft {
  category: string;
  displayName: string;
  notes: string;
  excluded: boolean;
}

const draftOf = (transaction: Transaction): Draft => ({
  category: transaction.personal_finance_category?.primary ?? '',
  displayName: transaction.display_name ?? '',
  notes: transaction.notes ?? '',
  excluded: transaction.excluded,
});

/** Only what changed, with an empty name or notes (or the bank's category) meaning "back to the bank's". */
function patchOf(transaction: Transaction, draft: Draft): TransactionPatch {
  const before = draftOf(transaction);
  const patch: TransactionPatch = {};
  if (draft.category !== before.category)
    patch.category = draft.category === (transaction.bank_category ?? '') || !draft.category ? null : draft.category;
  if (draft.displayName.trim() !== before.displayName) patch.display_name = draft.displayName.trim() || null;
  if (draft.notes.trim() !== before.notes) patch.notes = draft.notes.trim() || null;
  if (draft.excluded !== before.excluded) patch.excluded = draft.excluded;
  return patch;
}

export function TransactionPanel(props: TransactionPanelProps) {
  const { transaction, categories, names, onSave, countRuleMatches, onMakeRule, onRemove, onCreateCategory } = props;
  const { onUnpair, transferCandidates, onPair, onClose } = props;
  const titleId = useId();
  const sheet = useMediaQuery(theme.media.narrow);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [draft, setDraft] = useState<Draft>(() => draftOf(transaction));
  const [makeRule, setMakeRule] = useState(false);
  /** The count of a rule's matches, for the merchant it was counted for. */
  const [counted, setCounted] = useState<{ merchant: string; count: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    closeButton.current?.focus();
  }, [transaction.transaction_id]);

  const merchant = transaction.merchant_name;
  const categoryChanged = draft.category !== (transaction.personal_finance_category?.primary ?? '');
  const offerRule = Boolean(merchant) && categoryChanged && draft.category !== '';
  useEffect(() => {
    if (!offerRule || !merchant) return;
    let current = true;
    countRuleMatches(merchant).then(
      (count) => current && setCounted({ merchant, count }),
      () => undefined, // the offer stays, without its count
    );
    return () => {
      current = false;
    };
  }, [offerRule, merchant, countRuleMatches]);
  const ruleMatches = counted && counted.merchant === merchant ? counted.count : null;

  const patch = patchOf(transaction, draft);
  const changed = Object.keys(patch).length > 0;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSave(patch);
      if (offerRule && makeRule && merchant) await onMakeRule(merchant, draft.category);
      onClose();
    } catch (reason) {
      setError(failureText(CORRECTION_TEXTS.updateFailed, reason));
    } finally {
      setBusy(false);
    }
  };

  /** Removing a manual transaction, pairing or unpairing a transfer: done, the panel closes; refused, it says so. */
  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      onClose();
    } catch (reason) {
      setError(failureText(CORRECTION_TEXTS.updateFailed, reason));
      setBusy(false);
    }
  };

  const bankCategory = categoryName(transaction.bank_category, names);
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
        <h2 id={titleId}>{descriptionOf(transaction)}</h2>
        <CloseButton ref={closeButton} aria-label="Close transaction details" onClick={onClose}>
          ×
        </CloseButton>
      </PanelHeader>
      <Facts>
        <dt>Amount</dt>
        <Amount $in={isMoneyIn(transaction)}>
          {amountText(transaction)} {isMoneyIn(transaction) ? 'in' : 'out'}
        </Amount>
        <dt>Date</dt>
        <dd>{dateText(transaction)}</dd>
        <dt>Account</dt>
        <dd>
          {accountLabel(transaction)}, {institutionLabel(transaction)}
        </dd>
        <dt>Status</dt>
        <dd>{transaction.pending ? 'Pending' : 'Posted'}</dd>
        <dt>Source</dt>
        <dd>{transaction.manual ? CORRECTION_TEXTS.manual : CORRECTION_TEXTS.fromBank}</dd>
        {!transaction.manual && (
          <>
            <dt>Bank&rsquo;s name</dt>
            <dd>{bankDescriptionOf(transaction)}</dd>
            <dt>Bank&rsquo;s category</dt>
            <dd>{bankCategory}</dd>
          </>
        )}
        <dt>Transfer</dt>
        {transaction.transfer_id ? (
          <dd>
            {CORRECTION_TEXTS.transferNote}
            <Unpair $variant="secondary" disabled={busy} onClick={() => void act(onUnpair)}>
              Not a transfer
            </Unpair>
          </dd>
        ) : (
          <dd>
            No
            <PairTransfer
              transaction={transaction}
              candidates={transferCandidates}
              busy={busy}
              onPair={(otherId) => void act(() => onPair(otherId))}
            />
          </dd>
        )}
      </Facts>
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
          onCreate={onCreateCategory}
          onCreated={(category) => setDraft({ ...draft, category: category.category_id })}
        />
        {offerRule && merchant && (
          <Check>
            <input type="checkbox" checked={makeRule} onChange={(event) => setMakeRule(event.target.checked)} />
            <span>
              {CORRECTION_TEXTS.alwaysCategorize(merchant, categoryName(draft.category, names))}
              <Muted>
                {' '}
                {ruleMatches === null ? CORRECTION_TEXTS.countingMatches : CORRECTION_TEXTS.ruleMatches(ruleMatches)}
              </Muted>
            </span>
          </Check>
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
            <Button $variant="danger" disabled={busy} onClick={() => void act(onRemove)}>
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

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  /* The choice of a transfer's other half takes the panel's whole width, below its term. */
  dd:has(select) {
    grid-column: 1 / -1;
  }
`;

const Amount = styled.dd<{ $in: boolean }>`
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $in }) => ($in ? theme.colors.positive : theme.colors.text)};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const Unpair = styled(Button)`
  margin-top: ${({ theme }) => theme.space.xs};
`;

const Spacer = styled.span`
  flex: 1;
`;
