// Customize Columns: drag to reorder (or, from the keyboard, Space on a handle, the arrow keys, Space again), tick to
// show or hide, Reset to Default, Save Changes. Changes are a draft until saved; closing drops them.
import { useEffect, useId, useRef, useState } from 'react';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import styled from 'styled-components';
import { Button, styleNonce, type ColumnConfigItem, touchHeight, touchSize } from '@finance/shared';
import { Dialog } from '@finance/shared/dialog';
import { DEFAULT_COLUMNS } from '../model/columns';

export interface ColumnsDialogProps {
  open: boolean;
  columns: readonly ColumnConfigItem[];
  saving: boolean;
  /** The save failure to show, if the last save failed. */
  error: string | null;
  /** Resolves true when saved (the dialog closes), false when not (it stays open with the error). */
  onSave: (columns: ColumnConfigItem[]) => Promise<boolean>;
  onClose: () => void;
}

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export function ColumnsDialog({ open, columns, saving, error, onSave, onClose }: ColumnsDialogProps) {
  const [draft, setDraft] = useState<ColumnConfigItem[]>(() => [...columns]);
  const [tried, setTried] = useState(false);
  const listId = useId();

  // Each opening starts from the columns in force; a change of those while open does not undo the person's draft.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) {
      setDraft([...columns]);
      setTried(false);
    }
    wasOpen.current = open;
  }, [open, columns]);

  const onDragEnd = (result: DropResult) => {
    if (!result.destination || result.destination.index === result.source.index) return;
    setDraft((current) => moved(current, result.source.index, result.destination!.index));
  };

  const save = async () => {
    setTried(true);
    if (await onSave(draft)) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Customize Columns"
      description="Drag a column to reorder it, or focus its handle, press Space, move it with the arrow keys and press Space again. Tick a column to show it."
      width="28rem"
    >
      <DragDropContext onDragEnd={onDragEnd} nonce={styleNonce()}>
        <Droppable droppableId={listId}>
          {(provided) => (
            <List ref={provided.innerRef} {...provided.droppableProps} aria-label="Columns">
              {draft.map((column, index) => (
                <Draggable key={column.id} draggableId={column.id} index={index}>
                  {(item, snapshot) => (
                    <Item ref={item.innerRef} {...item.draggableProps} data-dragging={snapshot.isDragging || undefined}>
                      <Handle {...item.dragHandleProps} aria-label={`Reorder ${column.label}`}>
                        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                          <path
                            fill="currentColor"
                            d="M9 5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm0 7a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 8.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM18 5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 8.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM18 19a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z"
                          />
                        </svg>
                      </Handle>
                      <label>
                        <input
                          type="checkbox"
                          checked={column.visible}
                          onChange={(event) =>
                            setDraft((current) =>
                              current.map((other) =>
                                other.id === column.id ? { ...other, visible: event.target.checked } : other,
                              ),
                            )
                          }
                        />
                        {column.label}
                      </label>
                    </Item>
                  )}
                </Draggable>
              ))}
              {provided.placeholder}
            </List>
          )}
        </Droppable>
      </DragDropContext>
      {tried && error && <ErrorText role="alert">{error}</ErrorText>}
      <Actions>
        <Button $variant="secondary" onClick={() => setDraft(DEFAULT_COLUMNS.map((column) => ({ ...column })))}>
          Reset to Default
        </Button>
        <Button disabled={saving} onClick={() => void save()}>
          {saving ? 'Saving…' : 'Save Changes'}
        </Button>
      </Actions>
    </Dialog>
  );
}

const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  &[data-dragging] {
    box-shadow: ${({ theme }) => theme.shadow.menu};
  }

  label {
    display: flex;
    flex: 1;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 2rem;
    cursor: pointer;
    ${touchHeight}
  }
`;

const Handle = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.muted};
  cursor: grab;
  ${touchSize}
`;

const ErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;
