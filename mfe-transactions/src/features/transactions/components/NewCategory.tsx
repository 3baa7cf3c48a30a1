// "New category": a name typed beside the category list, made one of the person's own and chosen at once.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@finance/shared';
import type { Category } from '@finance/shared/contracts';
import { CATEGORY_NAME_MAX } from '@finance/shared/data';
import { ErrorText, Field } from './form-parts';

export interface NewCategoryProps {
  /** Makes it; rejects with the server's reason (a name already taken, say). */
  onCreate: (name: string) => Promise<Category>;
  onCreated: (category: Category) => void;
}

export function NewCategory({ onCreate, onCreated }: NewCategoryProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!open)
    return (
      <Opener $variant="secondary" onClick={() => setOpen(true)}>
        New category
      </Opener>
    );

  const create = async () => {
    if (!name.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      onCreated(await onCreate(name.trim()));
      setOpen(false);
      setName('');
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : 'Failed to add the category');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Field>
      <label htmlFor={id}>New category name</label>
      <Row>
        <input
          id={id}
          type="text"
          maxLength={CATEGORY_NAME_MAX}
          value={name}
          autoFocus
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the category, not the transaction's form around it.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void create();
          }}
        />
        <Button disabled={!name.trim() || busy} onClick={() => void create()}>
          Add category
        </Button>
      </Row>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Field>
  );
}

const Opener = styled(Button)`
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};

  input {
    flex: 1;
    min-width: 0;
  }
`;
