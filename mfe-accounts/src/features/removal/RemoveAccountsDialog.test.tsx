import { act, fireEvent, render, screen } from '@testing-library/react';
import { ApiError, ThemeRoot } from '@finance/shared';
import { account } from '../../testing/accounts-fixture';
import { resetStore, setStore, signIn } from '../../testing/store-fixture';
import { groupByInstitution } from '../accounts/institution-groups';
import { RemoveAccountsDialog } from './RemoveAccountsDialog';

const groups = groupByInstitution([
  account({
    account_id: 'p-chk',
    institution_id: 'ins_1',
    institution_name: 'First Platypus Bank',
    name: 'Plaid Checking',
    mask: '0000',
  }),
  account({
    account_id: 'p-sav',
    institution_id: 'ins_1',
    institution_name: 'First Platypus Bank',
    name: 'Plaid Saving',
    mask: '001111',
  }),
  account({
    account_id: 't-chk',
    institution_id: 'ins_2',
    institution_name: 'Tartan Bank',
    name: 'Plaid Checking',
    mask: '0000',
  }),
]);

function Harness({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ThemeRoot>
      <RemoveAccountsDialog open={open} groups={groups} onClose={onClose} />
    </ThemeRoot>
  );
}

const phrase = () => screen.getByLabelText(/To confirm removal/);
const removeButton = () => screen.getByRole('button', { name: /^Remove/ });

describe('RemoveAccountsDialog', () => {
  const onClose = jest.fn();
  beforeEach(async () => {
    onClose.mockReset();
    await signIn();
  });
  afterEach(async () => {
    jest.useRealTimers();
    await resetStore();
  });

  it('lists each institution and account (name and last four of the mask) with the warning', () => {
    render(<Harness open onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Remove Accounts' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'First Platypus Bank' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Plaid Saving 1111' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: 'Plaid Checking 0000' })).toHaveLength(2);
    expect(
      screen.getByText('This action cannot be undone. To confirm removal, please type "remove accounts" below:'),
    ).toBeInTheDocument();
    expect(removeButton()).toBeDisabled();
  });

  it('ticking an institution ticks and disables its accounts', () => {
    render(<Harness open onClose={onClose} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'First Platypus Bank' }));
    expect(screen.getByRole('checkbox', { name: 'Plaid Saving 1111' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Plaid Saving 1111' })).toBeDisabled();
    expect(screen.getAllByRole('checkbox', { name: 'Plaid Checking 0000' })[1]).toBeEnabled();
  });

  it('keeps Remove disabled until something is ticked and the phrase is typed, in any case', () => {
    render(<Harness open onClose={onClose} />);
    fireEvent.change(phrase(), { target: { value: 'remove acounts' } });
    expect(screen.getByText('Please type exactly "remove accounts"')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Plaid Saving 1111' }));
    expect(removeButton()).toBeDisabled();
    fireEvent.change(phrase(), { target: { value: 'REMOVE accounts' } });
    expect(screen.queryByText('Please type exactly "remove accounts"')).not.toBeInTheDocument();
    expect(removeButton()).toBeEnabled();
  });

  it('sends the selection, says "Removing...", then "Accounts removed successfully" for 2 seconds, refreshes and closes', async () => {
    jest.useFakeTimers();
    let respond: (value: { accounts_removed: string[]; items_removed: string[] }) => void = () => undefined;
    const removeAccounts = jest.fn(
      () => new Promise<{ accounts_removed: string[]; items_removed: string[] }>((resolve) => (respond = resolve)),
    );
    const fetchAccounts = jest.fn(async (): Promise<void> => undefined);
    setStore({ removeAccounts, fetchAccounts });
    render(<Harness open onClose={onClose} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Plaid Saving 1111' }));
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Plaid Checking 0000' })[0]!);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tartan Bank' }));
    fireEvent.change(phrase(), { target: { value: 'remove accounts' } });
    fireEvent.click(removeButton());
    expect(removeAccounts).toHaveBeenCalledWith({ items: ['ins_2', 'ins_1'], accounts: {} });
    expect(screen.getByRole('button', { name: 'Removing...' })).toBeDisabled();
    await act(async () =>
      respond({ accounts_removed: ['p-chk', 'p-sav', 't-chk'], items_removed: ['ins_1', 'ins_2'] }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Accounts removed successfully');
    act(() => jest.advanceTimersByTime(1999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(fetchAccounts).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'the server message',
      new ApiError(502, 'Bad Gateway', { message: 'Plaid refused to remove Tartan Bank' }),
      'Plaid refused to remove Tartan Bank',
    ],
    ['"Failed to remove accounts" without one', new TypeError('Failed to fetch'), 'Failed to remove accounts'],
  ])('shows a failure in the dialog: %s', async (_case, failure, text) => {
    setStore({ removeAccounts: jest.fn(() => Promise.reject(failure)) });
    render(<Harness open onClose={onClose} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tartan Bank' }));
    fireEvent.change(phrase(), { target: { value: 'remove accounts' } });
    await act(async () => fireEvent.click(removeButton()));
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(removeButton()).toHaveTextContent('Remove');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Cancel closes, and every opening starts from nothing', () => {
    const { rerender } = render(<Harness open onClose={onClose} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tartan Bank' }));
    fireEvent.change(phrase(), { target: { value: 'remove' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Harness open={false} onClose={onClose} />);
    rerender(<Harness open onClose={onClose} />);
    expect(screen.getByRole('checkbox', { name: 'Tartan Bank' })).not.toBeChecked();
    expect(phrase()).toHaveValue('');
    expect(screen.queryByText('Please type exactly "remove accounts"')).not.toBeInTheDocument();
  });
});
