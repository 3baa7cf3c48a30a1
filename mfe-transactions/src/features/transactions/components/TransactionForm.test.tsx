import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@finance/shared';
import { parseAmount, TransactionForm } from './TransactionForm';

function renderForm(onAdd = jest.fn(async () => undefined), preselected?: string) {
  const onClose = jest.fn();
  render(
    <ThemeRoot>
      <TransactionForm
        accounts={[
          { value: 'acc-checking', label: 'Plaid Checking ••••0000' },
          { value: 'acc-card', label: 'Plaid Credit Card ••••3333' },
          { value: 'manual-wallet', label: 'Wallet' },
        ]}
        preselected={preselected}
        categories={[{ category_id: 'FOOD_AND_DRINK', name: 'Food And Drink', kind: 'provider' }]}
        names={new Map()}
        onAdd={onAdd}
        onClose={onClose}
      />
    </ThemeRoot>,
  );
  return { onAdd, onClose };
}

describe('TransactionForm', () => {
  it('adds a cash transaction: money out positive, money in negative, the date as typed', async () => {
    const user = userEvent.setup();
    const { onAdd, onClose } = renderForm();
    expect(screen.getByRole('dialog', { name: 'Add transaction' })).toBeInTheDocument();
    expect(screen.getByLabelText('Account')).toHaveFocus();
    await user.selectOptions(screen.getByLabelText('Account'), 'acc-card');
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-11-20');
    await user.type(screen.getByLabelText('Amount'), '12.50');
    await user.click(screen.getByRole('radio', { name: 'Money in' }));
    await user.type(screen.getByLabelText('Description'), 'Farmers market');
    await user.selectOptions(screen.getByLabelText('Category'), 'FOOD_AND_DRINK');
    await user.type(screen.getByLabelText('Notes'), 'cash');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onAdd).toHaveBeenCalledWith({
      account_id: 'acc-card',
      date: '2026-11-20',
      amount: -12.5,
      description: 'Farmers market',
      category: 'FOOD_AND_DRINK',
      notes: 'cash',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('starts on the account preselected (a cash account kept by hand), else the first', async () => {
    const user = userEvent.setup();
    const { onAdd } = renderForm(undefined, 'manual-wallet');
    expect(screen.getByLabelText('Account')).toHaveValue('manual-wallet');
    await user.type(screen.getByLabelText('Amount'), '12.34');
    await user.type(screen.getByLabelText('Description'), 'Wallet purchase');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ account_id: 'manual-wallet', amount: 12.34 }));
  });

  it('says "Date input not valid" for a date that is not yyyy-MM-dd, and sends nothing while anything is wrong', async () => {
    const user = userEvent.setup();
    const { onAdd } = renderForm();
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-02-30');
    expect(screen.getByText('Date input not valid')).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter an amount other than zero, with at most 2 decimals')).toBeInTheDocument();
    expect(screen.getByText('Enter a description')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('shows "Failed to add transaction" when adding fails, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderForm(
      jest.fn(async () => {
        throw new Error('Failed to add transaction');
      }),
    );
    await user.type(screen.getByLabelText('Amount'), '3');
    await user.type(screen.getByLabelText('Description'), 'Coffee');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add transaction');
    expect(screen.getByLabelText('Description')).toHaveValue('Coffee');
  });
});

describe('parseAmount', () => {
  it('takes digits with at most 2 decimals, never zero', () => {
    expect(parseAmount('12.5')).toBe(12.5);
    expect(parseAmount(' 3 ')).toBe(3);
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('-4')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
  });
});
