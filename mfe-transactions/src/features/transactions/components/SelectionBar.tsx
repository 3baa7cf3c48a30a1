// What can be done to the ticked transactions together: set their category, leave them out or count them again.
// Shown while any row is ticked; "Select all N in this view" reaches the rows of every page the filters let through.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@finance/shared';
import type { Category } from '@finance/shared/contracts';
import type { BulkChange } from '../hooks/use-bulk-edit';
import type { CategoryNames } from '../model/cell-format';
import { CORRECTION_TEXTS } from '../model/correction-texts';
import { CategorySelect } from './CategorySelect';

export interface SelectionBarProps {
  count: number;
  /** The rows the view lets through; more than the ticked ones while only a page is ticked. */
  inView: number;
  categories: readonly Category[];
  names: CategoryNames;
  status: string | null;
  failed: boolean;
  busy: boolean;
  onSelectAll: () => void;
  onApply: (set: BulkChange) => void;
  onClear: () => void;
}

export function SelectionBar(props: SelectionBarProps) {
  const { count, inView, categories, names, status, failed, busy, onSelectAll, onApply, onClear } = props;
  const titleId = useId();
  const [category, setCategory] = useState('');
  return (
    <Bar role="region" aria-labelledby={titleId}>
      <Count id={titleId}>{CORRECTION_TEXTS.selected(count)}</Count>
      {count > 0 && count < inView && (
        <Button $variant="secondary" disabled={busy} onClick={onSelectAll}>
          {CORRECTION_TEXTS.selectAllInView(inView)}
        </Button>
      )}
      {count > 0 && (
        <>
          <Inline>
            <CategorySelect
              label="Set category to"
              categories={categories}
              names={names}
              value={category}
              bankCategory={null}
              onChange={setCategory}
            />
            <Button disabled={busy || !category} onClick={() => onApply({ category })}>
              Set category
            </Button>
          </Inline>
          <Button $variant="secondary" disabled={busy} onClick={() => onApply({ excluded: true })}>
            Exclude
          </Button>
          <Button $variant="secondary" disabled={busy} onClick={() => onApply({ excluded: false })}>
            Include
          </Button>
          <Button $variant="secondary" disabled={busy} onClick={onClear}>
            Clear selection
          </Button>
        </>
      )}
      <Status role="status" $failed={failed}>
        {status ?? ''}
      </Status>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Count = styled.strong`
  align-self: center;
`;

const Inline = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  > div {
    margin-bottom: 0;
  }
`;

const Status = styled.p<{ $failed: boolean }>`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.muted)};

  /* Kept in the bar while empty, so that screen readers follow it as a live region. */
  &:empty {
    display: contents;
  }
`;
