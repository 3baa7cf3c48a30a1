// One of the person's own categories in the Categories section: its name and count, renamed in place, merged or
// deleted through a dialog (the section owns the dialogs, so they outlive the category they remove).
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, serverMessageOf } from '@finance/shared';
import type { Category } from '@finance/shared/contracts';
import { CATEGORY_NAME_MAX } from '@finance/shared/data';
import { ErrorText } from '../../transactions/components/form-parts';
import { fieldBox } from '../../transactions/components/field-style';
import type { CategoryChange } from '../hooks/use-category-settings';
import { CHANGE_FAILED } from './category-texts';
import { Buttons, Count, Item, transactionCount } from './settings-parts';

interface CategoryItemProps {
  category: Category;
  count: number | undefined;
  onChange: (change: CategoryChange) => Promise<unknown>;
  onMerge: (category: Category) => void;
  onDelete: (category: Category) => void;
  onDone: (message: string) => void;
}

export function CategoryItem({ category, count, onChange, onMerge, onDelete, onDone }: CategoryItemProps) {
  const [renaming, setRenaming] = useState(false);
  return (
    <Item>
      {renaming ? (
        <RenameForm category={category} onChange={onChange} onDone={onDone} onEnd={() => setRenaming(false)} />
      ) : (
        <>
          <Name>
            <strong>{category.name}</strong>
            <Count>{count === undefined ? '' : transactionCount(count)}</Count>
          </Name>
          <Buttons>
            <Button $variant="secondary" onClick={() => setRenaming(true)} aria-label={`Rename ${category.name}`}>
              Rename
            </Button>
            <Button $variant="secondary" onClick={() => onMerge(category)} aria-label={`Merge ${category.name}`}>
              Merge
            </Button>
            <Button $variant="secondary" onClick={() => onDelete(category)} aria-label={`Delete ${category.name}`}>
              Delete
            </Button>
          </Buttons>
        </>
      )}
    </Item>
  );
}

function RenameForm({
  category,
  onChange,
  onDone,
  onEnd,
}: Pick<CategoryItemProps, 'category' | 'onChange' | 'onDone'> & { onEnd: () => void }) {
  const id = useId();
  const [name, setName] = useState(category.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = name.trim();
    if (!wanted || busy) return;
    if (wanted === category.name) return onEnd();
    setBusy(true);
    setError(null);
    try {
      await onChange({ kind: 'rename', categoryId: category.category_id, name: wanted });
    } catch (failure) {
      setBusy(false);
      setError(serverMessageOf(failure) ?? CHANGE_FAILED);
      return;
    }
    onDone(`Renamed "${category.name}" to "${wanted}".`);
    onEnd();
  };
  return (
    <Rename
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onEnd();
      }}
    >
      <label htmlFor={id}>New name for {category.name}</label>
      <div>
        <input
          id={id}
          type="text"
          maxLength={CATEGORY_NAME_MAX}
          value={name}
          autoFocus
          aria-invalid={error !== null}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={!name.trim() || busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
        <Button $variant="secondary" onClick={onEnd}>
          Cancel
        </Button>
      </div>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Rename>
  );
}

const Name = styled.div`
  display: grid;
  min-width: 10rem;
  overflow-wrap: anywhere;
`;

const Rename = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;

  label { font-weight: 600; }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  input {
    ${fieldBox}
    flex: 1 1 12rem;
  }
`;
