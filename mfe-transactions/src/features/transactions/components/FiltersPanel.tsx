// The side Filters panel. Amount and dates apply as they change; the category, account and institution ticks are a
// draft until Apply. Its left edge drags (or keys) its width between 320 and 480 px.
import {
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type TouchEvent as ReactTouchEvent,
} from 'react';
import styled from 'styled-components';
import { Button, theme, useMediaQuery, type FilterState } from '@finance/shared';
import { CloseButton } from '@finance/shared/dialog';
import type { FilterOptions } from '../model/filter-options';
import { AmountRange } from './AmountRange';
import { CheckboxList, Fieldset } from './CheckboxList';
import { DateField } from './DateField';
import { PanelFrame, PanelHeader } from './panel-frame';
import { ResizeHandle } from './ResizeHandle';

export const PANEL_WIDTH = { min: 320, max: 480, initial: 400 } as const;

export type ListFilters = Pick<FilterState, 'categories' | 'account' | 'institution'>;
export type LiveFilters = Pick<FilterState, 'minAmount' | 'maxAmount' | 'startDate' | 'endDate'>;

export interface FiltersPanelProps {
  id: string;
  filters: FilterState;
  options: FilterOptions;
  onLiveChange: (change: Partial<LiveFilters>) => void;
  onApply: (lists: ListFilters) => void;
  onReset: () => void;
  onClose: () => void;
}

const listsOf = (filters: FilterState): ListFilters => ({
  categories: filters.categories,
  account: filters.account,
  institution: filters.institution,
});

function clientX(event: MouseEvent | TouchEvent | ReactMouseEvent | ReactTouchEvent): number {
  return 'touches' in event ? (event.touches[0]?.clientX ?? 0) : event.clientX;
}

export function FiltersPanel({ id, filters, options, onLiveChange, onApply, onReset, onClose }: FiltersPanelProps) {
  const titleId = useId();
  const [width, setWidth] = useState<number>(PANEL_WIDTH.initial);
  const [dragging, setDragging] = useState(false);
  const [draft, setDraft] = useState<ListFilters>(() => listsOf(filters));
  const [resets, setResets] = useState(0);
  const applied = useRef(listsOf(filters));
  const closeButton = useRef<HTMLButtonElement>(null);
  // On a narrow screen the panel is a sheet over the whole page: focus moves into it as it opens.
  const sheet = useMediaQuery(theme.media.narrow);
  useEffect(() => {
    if (sheet) closeButton.current?.focus();
  }, [sheet]);

  // Lists applied from elsewhere (Back, Reset Filters) replace the draft.
  useEffect(() => {
    const lists = listsOf(filters);
    if (JSON.stringify(lists) === JSON.stringify(applied.current)) return;
    applied.current = lists;
    setDraft(lists);
  }, [filters]);

  const clamp = (size: number) => Math.min(PANEL_WIDTH.max, Math.max(PANEL_WIDTH.min, size));

  const startDrag = (event: ReactMouseEvent | ReactTouchEvent) => {
    event.preventDefault();
    const startX = clientX(event);
    const startWidth = width;
    setDragging(true);
    // The panel sits on the right: dragging its left edge leftwards widens it.
    const move = (moveEvent: MouseEvent | TouchEvent) => setWidth(clamp(startWidth + startX - clientX(moveEvent)));
    const end = () => {
      setDragging(false);
      document.removeEventListener('mousemove', move);
      document.removeEventListener('touchmove', move);
      document.removeEventListener('mouseup', end);
      document.removeEventListener('touchend', end);
    };
    document.addEventListener('mousemove', move);
    document.addEventListener('touchmove', move);
    document.addEventListener('mouseup', end);
    document.addEventListener('touchend', end);
  };

  return (
    <Panel
      id={id}
      aria-labelledby={titleId}
      style={sheet ? undefined : { width }}
      onKeyDown={(event) => {
        // A calendar open inside keeps its own Escape (it stops it there).
        if (event.key === 'Escape') onClose();
      }}
    >
      <LeftEdge
        label="Resize Filters panel"
        value={width}
        min={PANEL_WIDTH.min}
        max={PANEL_WIDTH.max}
        growth={-1}
        dragging={dragging}
        onResize={setWidth}
        onDragStart={startDrag}
      />
      <PanelHeader>
        <h2 id={titleId}>Filters</h2>
        <CloseButton ref={closeButton} aria-label="Close filters" onClick={onClose}>
          ×
        </CloseButton>
      </PanelHeader>
      <AmountRange
        key={`amount-${resets}`}
        min={filters.minAmount}
        max={filters.maxAmount}
        dataMin={options.amount.min}
        dataMax={options.amount.max}
        onChange={({ min, max }) => onLiveChange({ minAmount: min, maxAmount: max })}
      />
      <Fieldset>
        <legend>Date Range</legend>
        <Dates>
          <DateField
            key={`from-${resets}`}
            label="From"
            value={filters.startDate}
            fallback={options.dates.earliest}
            earliest={options.dates.earliest}
            latest={options.dates.latest}
            onChange={(startDate) => onLiveChange({ startDate })}
          />
          <DateField
            key={`to-${resets}`}
            label="To"
            value={filters.endDate}
            fallback={options.dates.latest}
            earliest={options.dates.earliest}
            latest={options.dates.latest}
            onChange={(endDate) => onLiveChange({ endDate })}
          />
        </Dates>
      </Fieldset>
      <CheckboxList
        legend="Categories"
        options={options.categories}
        selected={draft.categories}
        onChange={(categories) => setDraft({ ...draft, categories })}
      />
      <CheckboxList
        legend="Account"
        options={options.accounts}
        selected={draft.account}
        onChange={(account) => setDraft({ ...draft, account })}
      />
      <CheckboxList
        legend="Institution"
        options={options.institutions}
        selected={draft.institution}
        onChange={(institution) => setDraft({ ...draft, institution })}
      />
      <Actions>
        <Button
          $variant="secondary"
          onClick={() => {
            setResets((count) => count + 1);
            setDraft({ categories: [], account: [], institution: [] });
            onReset();
          }}
        >
          Reset Filters
        </Button>
        <Button onClick={() => onApply(draft)}>Apply</Button>
      </Actions>
    </Panel>
  );
}

/** The frame beside the table (its width dragged), the sheet on a phone with Apply and Reset at its foot. */
const Panel = styled(PanelFrame)`
  @media ${({ theme }) => theme.media.narrow} {
    padding-bottom: 0;
  }
`;

const LeftEdge = styled(ResizeHandle)`
  left: 0;

  @media ${({ theme }) => theme.media.narrow} {
    display: none;
  }
`;

const Dates = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};

  /* One above the other in the sheet, so that either calendar has the screen's width. */
  @media ${({ theme }) => theme.media.narrow} {
    flex-direction: column;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  /* In the sheet, Apply and Reset Filters stay at the bottom of the screen while the lists scroll. */
  @media ${({ theme }) => theme.media.narrow} {
    position: sticky;
    bottom: 0;
    margin: 0 -${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
    border-top: 1px solid ${({ theme }) => theme.colors.border};

    button {
      flex: 1;
    }
  }
`;
