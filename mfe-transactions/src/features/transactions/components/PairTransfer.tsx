// Pairing a transaction with its other half by hand, in the details panel: the person opens it, picks among the
// transactions of the same amount the other way in their other accounts (transfer-candidates.ts, closest dates first),
// and pairs them; both are then left out of money in and out. Read only when opened.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, type Transaction } from '@finance/shared';
import { accountLabel, amountText, dateText, descriptionOf, isMoneyIn } from '../model/cell-format';
import { CORRECTION_TEXTS } from '../model/correction-texts';
import { TRANSFER_PAIR_DAYS } from '../model/transfer-candidates';
import { Actions, Field } from './form-parts';

export interface PairTransferProps {
  transaction: Transaction;
  /** The transactions it could pair with, worked out when the person opens this. */
  candidates: () => readonly Transaction[];
  busy: boolean;
  onPair: (otherId: string) => void;
}

const optionText = (candidate: Transaction) =>
  `${dateText(candidate)} · ${accountLabel(candidate)} · ${descriptionOf(candidate)} · ` +
  `${amountText(candidate)} ${isMoneyIn(candidate) ? 'in' : 'out'}`;

export function PairTransfer({ transaction, candidates, busy, onPair }: PairTransferProps) {
  const [open, setOpen] = useState(false);
  /** Focus follows: into the choice as it opens, back to this button as it closes (not on the first render). */
  const opener = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);
  useEffect(() => {
    if (!open && toggled.current) opener.current?.focus();
  }, [open]);
  const toggle = (next: boolean) => {
    toggled.current = true;
    setOpen(next);
  };
  return open ? (
    <Choice
      transaction={transaction}
      candidates={candidates}
      busy={busy}
      onPair={onPair}
      onCancel={() => toggle(false)}
    />
  ) : (
    <Opener ref={opener} $variant="secondary" onClick={() => toggle(true)}>
      {CORRECTION_TEXTS.pairOpen}
    </Opener>
  );
}

function Choice({ transaction, candidates, busy, onPair, onCancel }: PairTransferProps & { onCancel: () => void }) {
  const id = useId();
  const offered = useMemo(() => candidates(), [candidates]);
  const [chosen, setChosen] = useState(offered[0]?.transaction_id ?? '');
  const select = useRef<HTMLSelectElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => (select.current ?? cancel.current)?.focus(), []);
  if (offered.length === 0)
    return (
      <None role="status">
        {CORRECTION_TEXTS.noPairCandidates(amountText(transaction), TRANSFER_PAIR_DAYS)}
        <Button ref={cancel} $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </None>
    );
  return (
    <Box>
      <Field>
        <label htmlFor={id}>{CORRECTION_TEXTS.pairLabel}</label>
        <select ref={select} id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          {offered.map((candidate) => (
            <option key={candidate.transaction_id} value={candidate.transaction_id}>
              {optionText(candidate)}
            </option>
          ))}
        </select>
      </Field>
      <Actions>
        <Button disabled={busy || !chosen} onClick={() => onPair(chosen)}>
          {CORRECTION_TEXTS.pairButton}
        </Button>
        <Button $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </Box>
  );
}

const Opener = styled(Button)`
  margin-top: ${({ theme }) => theme.space.xs};
`;

const Box = styled.div`
  margin-top: ${({ theme }) => theme.space.xs};

  /* A long option's text must not widen the panel: the select takes the column's width and clips its text. */
  select {
    width: 100%;
    min-width: 0;
  }
`;

const None = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.xs} 0 0;
`;
