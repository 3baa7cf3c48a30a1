// The two changes of one of the person's categories that move its transactions: merge it into another, delete it.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@finance/shared';
import type { Category } from '@finance/shared/contracts';
import { Dialog } from '@finance/shared/dialog';
import { Actions, ErrorText, Field } from '../../transactions/components/form-parts';
import type { CategoryChange } from '../hooks/use-category-settings';
import { useDialogChange, type DialogChangeProps } from '../hooks/use-dialog-change';
import { CHANGE_FAILED } from './category-texts';
import { transactionCount } from './settings-parts';

interface DialogProps extends DialogChangeProps<CategoryChange> {
  /** The category the dialog is open for; null: closed. */
  category: Category | null;
  count: number;
}

type MergeProps = DialogProps & { categories: readonly Category[] };

export function MergeCategoryDialog({ category, ...props }: MergeProps) {
  return (
    <Dialog
      open={category !== null}
      onClose={props.onClose}
      title={category ? `Merge "${category.name}"` : ''}
      description={
        category &&
        `Its ${transactionCount(props.count)} and its rules move to the category you choose, and "${category.name}" is deleted.`
      }
    >
      {/* Mounted afresh on every opening: the choice and the message start empty each time. */}
      {category && <MergeForm key={category.category_id} category={category} {...props} />}
    </Dialog>
  );
}

function MergeForm({ category, categories, ...props }: MergeProps & { category: Category }) {
  const selectId = useId();
  const others = categories.filter((other) => other.category_id !== category.category_id);
  const [into, setInto] = useState('');
  const { busy, error, send } = useDialogChange(props, CHANGE_FAILED);
  const target = others.find((other) => other.category_id === into);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target || busy) return;
    void send(
      { kind: 'merge', categoryId: category.category_id, into: target.category_id },
      `Merged "${category.name}" into "${target.name}".`,
    );
  };
  return (
    <form onSubmit={submit}>
      <Field>
        <label htmlFor={selectId}>Merge into</label>
        <select id={selectId} value={into} onChange={(event) => setInto(event.target.value)} required>
          <option value="">Choose a category</option>
          {others.map((other) => (
            <option key={other.category_id} value={other.category_id}>
              {other.name}
            </option>
          ))}
        </select>
      </Field>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Actions>
        <Button type="submit" disabled={!target || busy}>
          {busy ? 'Merging...' : 'Merge'}
        </Button>
        <Button $variant="secondary" onClick={props.onClose}>
          Cancel
        </Button>
      </Actions>
    </form>
  );
}

export function DeleteCategoryDialog({ category, ...props }: DialogProps) {
  return (
    <Dialog
      open={category !== null}
      onClose={props.onClose}
      title={category ? `Delete "${category.name}"?` : ''}
      description={
        category &&
        `Its ${transactionCount(props.count)} go back to the bank's category, and the rules that set it are deleted.`
      }
    >
      {category && <DeleteForm key={category.category_id} category={category} {...props} />}
    </Dialog>
  );
}

function DeleteForm({ category, ...props }: DialogProps & { category: Category }) {
  const { busy, error, send } = useDialogChange(props, CHANGE_FAILED);
  return (
    <>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Actions>
        <Button
          $variant="danger"
          disabled={busy}
          onClick={() => void send({ kind: 'delete', categoryId: category.category_id }, `Deleted "${category.name}".`)}
        >
          {busy ? 'Deleting...' : 'Delete'}
        </Button>
        <Button $variant="secondary" onClick={props.onClose}>
          Cancel
        </Button>
      </Actions>
    </>
  );
}
