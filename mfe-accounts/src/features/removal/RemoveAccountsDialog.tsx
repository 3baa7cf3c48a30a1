import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, serverMessageOf, type InstitutionGroup, touchHeight } from '@finance/shared';
import { Dialog } from '@finance/shared/dialog';
import { financialStore } from '@finance/shared/data';
import { institutionName } from '../accounts/institution-groups';
import {
  CONFIRMATION_PHRASE,
  EMPTY_SELECTION,
  canRemove,
  isAccountSelected,
  isConfirmed,
  isInstitutionSelected,
  toRemovalRequest,
  toggleAccount,
  toggleInstitution,
  type RemovalSelection,
} from './removal-selection';

export const REMOVAL_SUCCESS = 'Accounts removed successfully';
export const REMOVAL_FAILURE = 'Failed to remove accounts';
/** How long the success message stays before the list refreshes and the dialog closes. */
export const REMOVAL_SUCCESS_DELAY_MS = 2000;

interface Props {
  open: boolean;
  groups: readonly InstitutionGroup[];
  onClose: () => void;
  /** What is ticked when it opens (Settings' Remove of one account kept by hand); nothing by default. */
  initial?: RemovalSelection;
}

/** Remove Accounts: tick institutions or single accounts, type the phrase, Remove. */
export function RemoveAccountsDialog({ open, groups, onClose, initial = EMPTY_SELECTION }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title="Remove Accounts" width="36rem">
      {/* Mounted afresh on every opening, so selections, text and messages start empty each time. */}
      {open && <RemovalForm groups={groups} onClose={onClose} initial={initial} />}
    </Dialog>
  );
}

function RemovalForm({ groups, onClose, initial }: Omit<Props, 'open'> & { initial: RemovalSelection }) {
  const [selection, setSelection] = useState<RemovalSelection>(initial);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmId = useId();
  const mismatchId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    for (const group of groups) {
      if (!group.item_id) console.error(`Institution ${group.institution_id} has no item_id`);
    }
  }, [groups]);

  const mismatch = text !== '' && !isConfirmed(text);
  const enabled = canRemove(selection, groups, text) && !busy && !success;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!enabled) return;
    setBusy(true);
    setError(null);
    try {
      const response = await financialStore.getState().removeAccounts(toRemovalRequest(selection, groups));
      setBusy(false);
      if (response.accounts_removed.length > 0 || response.items_removed.length > 0) {
        setSuccess(true);
        timer.current = setTimeout(() => {
          void financialStore.getState().fetchAccounts();
          onClose();
        }, REMOVAL_SUCCESS_DELAY_MS);
      }
    } catch (failure) {
      setBusy(false);
      setError(serverMessageOf(failure) ?? REMOVAL_FAILURE);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Choices>
        {groups
          .filter((group) => group.item_id)
          .map((group) => {
            const whole = isInstitutionSelected(selection, group.item_id);
            return (
              <Institution key={group.item_id} aria-label={institutionName(group.institution_name)}>
                <Check>
                  <input
                    type="checkbox"
                    checked={whole}
                    onChange={(event) => setSelection((s) => toggleInstitution(s, group.item_id, event.target.checked))}
                  />
                  <strong>{institutionName(group.institution_name)}</strong>
                </Check>
                <AccountChoices>
                  {group.accounts.map((account) => (
                    <li key={account.account_id}>
                      <Check>
                        <input
                          type="checkbox"
                          checked={isAccountSelected(selection, group.item_id, account.account_id)}
                          disabled={whole}
                          onChange={(event) =>
                            setSelection((s) =>
                              toggleAccount(s, group.item_id, account.account_id, event.target.checked),
                            )
                          }
                        />
                        {account.name}
                        {account.mask ? ` ${account.mask.slice(-4)}` : ''}
                      </Check>
                    </li>
                  ))}
                </AccountChoices>
              </Institution>
            );
          })}
      </Choices>
      <Warning htmlFor={confirmId}>
        This action cannot be undone. To confirm removal, please type "{CONFIRMATION_PHRASE}" below:
      </Warning>
      <Input
        id={confirmId}
        type="text"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={mismatch}
        aria-describedby={mismatch ? mismatchId : undefined}
      />
      {mismatch && <Problem id={mismatchId}>Please type exactly "{CONFIRMATION_PHRASE}"</Problem>}
      {error && <Problem role="alert">{error}</Problem>}
      {success && <Success role="status">{REMOVAL_SUCCESS}</Success>}
      <Actions>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button $variant="danger" type="submit" disabled={!enabled}>
          {busy ? 'Removing...' : 'Remove'}
        </Button>
      </Actions>
    </form>
  );
}

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Institution = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const AccountChoices = styled.ul`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0 0 0 ${({ theme }) => theme.space.lg};
  list-style: none;
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2rem;
  cursor: pointer;

  ${touchHeight}

  input { width: 1.1rem; height: 1.1rem; }
  input:disabled + * , input:disabled { cursor: not-allowed; }
`;

const Warning = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Input = styled.input`
  width: 100%;
  min-height: 2.5rem;
  padding: ${({ theme }) => theme.space.sm};
  font: inherit;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Problem = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.negative};
`;

const Success = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.positive};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;
