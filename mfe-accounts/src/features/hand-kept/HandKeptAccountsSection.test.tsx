import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, session } from '@finance/shared';
import { KEPT_BY_HAND_ID, KEPT_BY_HAND_NAME } from '@finance/shared/data';
import { account } from '../../testing/accounts-fixture';
import { renderRoute, resetStore, setStore, signIn } from '../../testing/store-fixture';
import { HandKeptAccountsSection } from './HandKeptAccountsSection';

const bank = account();
const wallet = account({
  account_id: 'manual-wallet',
  item_id: KEPT_BY_HAND_ID,
  institution_id: KEPT_BY_HAND_ID,
  institution_name: KEPT_BY_HAND_NAME,
  name: 'Wallet',
  subtype: 'cash',
  mask: null,
  last_sync: null,
  balances: { current: 87.66, available: null, limit: null, iso_currency_code: 'USD' },
  kept_by_hand: true,
});

async function renderSection(accounts = [bank, wallet], actions = {}) {
  await signIn({ accounts_linked: accounts.length > 0 });
  setStore({ accounts, fetchAccounts: jest.fn(async () => undefined), ...actions });
  renderRoute('/settings', '/settings', <HandKeptAccountsSection />);
  await act(async () => undefined);
}

describe("Settings' section of the accounts kept by hand", () => {
  beforeEach(() => jest.spyOn(session, 'updateAccountsLinked').mockResolvedValue());
  afterEach(async () => {
    cleanup();
    await resetStore();
    jest.restoreAllMocks();
  });

  it("lists only the accounts kept by hand, with their balance and no bank's update", async () => {
    await renderSection();
    // Under the shell's heading: the card's is one level below it.
    const section = screen.getByRole('region', { name: 'Your accounts' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Your accounts' })).toBeInTheDocument();
    const row = within(section).getByRole('listitem', { name: 'Wallet' });
    expect(within(row).getByTestId('current-balance')).toHaveTextContent('$87.66');
    expect(within(row).queryByText(/Last updated/)).toBeNull();
    expect(screen.queryByText('Plaid Checking')).toBeNull();
  });

  it('says there are none yet, and adds one: the fields read, sent once, accounts_linked set', async () => {
    const user = userEvent.setup();
    const createHandKeptAccount = jest.fn(async () => wallet);
    await renderSection([], { createHandKeptAccount });
    expect(screen.getByText(/No accounts kept by hand yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an account kept by hand' });
    // Nothing is sent while a field is wrong; the first wrong field takes the focus and says why.
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(createHandKeptAccount).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Enter a name');
    await user.type(within(dialog).getByLabelText('Name'), 'Wallet');
    await user.clear(within(dialog).getByLabelText('Opening balance'));
    await user.type(within(dialog).getByLabelText('Opening balance'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(createHandKeptAccount).toHaveBeenCalledWith({
      name: 'Wallet',
      kind: 'cash',
      iso_currency_code: 'USD',
      opening_balance: 100,
    });
    expect(session.updateAccountsLinked).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(400, 'Bad Request', { message: 'A person keeps at most 50 accounts by hand' });
    await renderSection([bank, wallet], { createHandKeptAccount: jest.fn(() => Promise.reject(refusal)) });
    await user.click(screen.getByRole('button', { name: 'Add Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an account kept by hand' });
    await user.type(within(dialog).getByLabelText('Name'), 'Jar');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A person keeps at most 50 accounts by hand');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Jar');
  });

  it('renames one in place; the focus goes back to Rename', async () => {
    const user = userEvent.setup();
    const renameHandKeptAccount = jest.fn(async () => ({ ...wallet, name: 'Pocket' }));
    await renderSection([bank, wallet], { renameHandKeptAccount });
    await user.click(screen.getByRole('button', { name: 'Rename Wallet' }));
    const field = screen.getByLabelText('New name for Wallet');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a name');
    expect(renameHandKeptAccount).not.toHaveBeenCalled();
    await user.type(field, 'Pocket');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(renameHandKeptAccount).toHaveBeenCalledWith('manual-wallet', 'Pocket');
    expect(screen.getByRole('button', { name: 'Rename Wallet' })).toHaveFocus();
  });

  it('removes one through the Remove Accounts dialog, that account ticked, the phrase typed', async () => {
    const user = userEvent.setup();
    const removeAccounts = jest.fn(async () => ({ accounts_removed: ['manual-wallet'], items_removed: [] }));
    await renderSection([bank, wallet], { removeAccounts });
    await user.click(screen.getByRole('button', { name: 'Remove Wallet' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Accounts' });
    expect(within(dialog).getByRole('checkbox', { name: 'Wallet' })).toBeChecked();
    expect(within(dialog).queryByText('Plaid Checking')).toBeNull();
    await user.type(within(dialog).getByRole('textbox'), 'remove accounts');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    // The only one kept by hand: the whole group, as the dialog sends a whole institution.
    expect(removeAccounts).toHaveBeenCalledWith({ items: [KEPT_BY_HAND_ID], accounts: {} });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Accounts removed successfully');
  });
});
