import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot, type ColumnConfigItem } from '@finance/shared';
import { DEFAULT_COLUMNS } from '../model/columns';
import { ColumnsDialog, type ColumnsDialogProps } from './ColumnsDialog';

const customised: ColumnConfigItem[] = [
  { ...DEFAULT_COLUMNS[5]!, visible: false },
  ...DEFAULT_COLUMNS.slice(0, 5).map((column) => ({ ...column, width: '100px' })),
];

function renderDialog(props: Partial<ColumnsDialogProps> = {}) {
  const onSave = jest.fn(async (_columns: ColumnConfigItem[]) => true);
  const onClose = jest.fn();
  const all = { open: true, columns: customised, saving: false, error: null, onSave, onClose, ...props };
  const view = render(
    <ThemeRoot>
      <ColumnsDialog {...all} />
    </ThemeRoot>,
  );
  return { ...view, onSave: all.onSave as jest.Mock, onClose, props: all };
}

const labels = () =>
  within(screen.getByRole('dialog', { name: 'Customize Columns' }))
    .getAllByRole('checkbox')
    .map((box) => [box.closest('label')!.textContent, (box as HTMLInputElement).checked]);

describe('ColumnsDialog', () => {
  it('lists the columns in force, in order, ticked when shown, each with a reorder handle', () => {
    renderDialog();
    expect(labels()).toEqual([
      ['Category', false],
      ['Institution', true],
      ['Account', true],
      ['Date', true],
      ['Description', true],
      ['Amount', true],
    ]);
    expect(screen.getByRole('button', { name: 'Reorder Category' })).toBeInTheDocument();
  });

  it('saves the ticked set in its order and closes', async () => {
    const user = userEvent.setup();
    const { onSave, onClose } = renderDialog();
    await user.click(screen.getByRole('checkbox', { name: 'Category' }));
    await user.click(screen.getByRole('checkbox', { name: 'Amount' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const saved = onSave.mock.calls[0]![0] as ColumnConfigItem[];
    expect(saved.map((column) => [column.id, column.visible, column.width])).toEqual([
      ['category', true, '180px'],
      ['institution', true, '100px'],
      ['account', true, '100px'],
      ['date', true, '100px'],
      ['description', true, '100px'],
      ['amount', false, '100px'],
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('goes back to the default order, widths and visibility with Reset to Default', async () => {
    const user = userEvent.setup();
    const { onSave } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Reset to Default' }));
    expect(labels().map(([label]) => label)).toEqual([
      'Institution',
      'Account',
      'Date',
      'Description',
      'Amount',
      'Category',
    ]);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave.mock.calls[0]![0]).toEqual(DEFAULT_COLUMNS);
  });

  it('stays open with the error when saving fails', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn(async () => false);
    const { onClose, rerender, props } = renderDialog({ onSave });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    rerender(
      <ThemeRoot>
        <ColumnsDialog {...props} onSave={onSave} error="Failed to save column configuration" />
      </ThemeRoot>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save column configuration');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('drops a draft when closed and starts from the columns in force when opened again', async () => {
    const user = userEvent.setup();
    const { onClose, rerender, props } = renderDialog();
    await user.click(screen.getByRole('checkbox', { name: 'Institution' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    const again = (open: boolean) => (
      <ThemeRoot>
        <ColumnsDialog {...props} open={open} />
      </ThemeRoot>
    );
    rerender(again(false));
    rerender(again(true));
    expect(screen.getByRole('checkbox', { name: 'Institution' })).toBeChecked();
  });
});
