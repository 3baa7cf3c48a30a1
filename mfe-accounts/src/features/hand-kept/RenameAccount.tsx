import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, serverMessageOf, type Account } from '@finance/shared';
import { financialStore } from '@finance/shared/data';
import { Problem } from './form-fields';
import { HAND_KEPT_TEXTS, nameProblem } from './hand-kept-form';

/**
 * Rename, for an account kept by hand: the name becomes a field with Save and Cancel. The new name shows at once (the
 * store's); the focus goes back to Rename when it is saved or given up.
 */
export function RenameAccount({ account }: { account: Account }) {
  const [editing, setEditing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) opener.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  if (editing) return <RenameForm account={account} onDone={() => setEditing(false)} />;
  return (
    <Button ref={opener} $variant="secondary" aria-label={`Rename ${account.name}`} onClick={() => setEditing(true)}>
      Rename
    </Button>
  );
}

function RenameForm({ account, onDone }: { account: Account; onDone: () => void }) {
  const id = useId();
  const [name, setName] = useState(account.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const invalid = nameProblem(name);
    if (invalid) {
      setProblem(invalid);
      input.current?.focus();
      return;
    }
    if (name.trim() === account.name) return onDone();
    setBusy(true);
    try {
      await financialStore.getState().renameHandKeptAccount(account.account_id, name.trim());
      onDone();
    } catch (failure) {
      setBusy(false);
      setProblem(serverMessageOf(failure) ?? HAND_KEPT_TEXTS.renameFailed);
      input.current?.focus();
    }
  }

  return (
    <Form onSubmit={submit} noValidate aria-label={`Rename ${account.name}`}>
      <label htmlFor={`${id}-name`}>New name for {account.name}</label>
      <Row>
        <input
          ref={input}
          id={`${id}-name`}
          value={name}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && onDone()}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
        <Button $variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </Row>
      {problem && (
        <Problem id={`${id}-problem`} role="alert">
          {problem}
        </Problem>
      )}
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;

  label { font-size: ${({ theme }) => theme.font.size.small}; font-weight: 600; }
  input {
    flex: 1 1 10rem;
    min-width: 0;
    min-height: 2.5rem;
    padding: ${({ theme }) => theme.space.sm};
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
