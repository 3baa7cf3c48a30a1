import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot, type Transaction } from '@finance/shared';
import type { Category, Rule } from '@finance/shared/contracts';
import { financialStore, queryClient } from '@finance/shared/data';
import { getRules, rulesQueryKey } from '../api/get-rules';
import type { TransactionCorrections } from '../hooks/use-transaction-corrections';
import { aSplit, aTransaction } from '../testing/transaction-fixture';
import { TransactionPanel } from './TransactionPanel';

jest.mock('../api/get-rules', () => ({ ...jest.requireActual('../api/get-rules'), getRules: jest.fn() }));

const categories: Category[] = [
  { category_id: 'FOOD_AND_DRINK', name: 'Food And Drink', kind: 'provider' },
  { category_id: 'TRAVEL', name: 'Travel', kind: 'provider' },
  { category_id: 'cat_coffee', name: 'Coffee', kind: 'custom' },
];
const names = new Map([['cat_coffee', 'Coffee']]);

const starbucks = aTransaction({
  transaction_id: 'tx-sb',
  merchant_name: 'Starbucks',
  name: 'STARBUCKS STORE 123',
  amount: 4.33,
  date: '2026-05-10',
  personal_finance_category: { primary: 'FOOD_AND_DRINK' },
  bank_category: 'FOOD_AND_DRINK',
});

function renderPanel(
  transaction: Transaction = starbucks,
  changes: Partial<TransactionCorrections> = {},
  parts: readonly Transaction[] = [],
) {
  const corrections = {
    save: jest.fn(async () => undefined),
    countRuleMatches: jest.fn(async () => 37),
    makeRule: jest.fn(async () => undefined),
    remove: jest.fn(async () => undefined),
    unpair: jest.fn(async () => undefined),
    transferCandidates: jest.fn((): Transaction[] => []),
    pair: jest.fn(async () => undefined),
    split: jest.fn(async () => undefined),
    unsplit: jest.fn(async () => undefined),
    createCategory: jest.fn(async (name: string) => ({ category_id: 'cat_new', name, kind: 'custom' as const })),
    ...changes,
  };
  const onClose = jest.fn();
  render(
    <ThemeRoot>
      <TransactionPanel {...{ transaction, parts, categories, names, corrections, onClose }} />
    </ThemeRoot>,
  );
  return { ...corrections, onClose };
}

describe('TransactionPanel', () => {
  it('is a dialog named by the transaction, showing every field and what the bank sent, focus on its Close', () => {
    renderPanel();
    const panel = screen.getByRole('dialog', { name: 'Starbucks' });
    expect(panel).toHaveTextContent('$4.33 out');
    expect(panel).toHaveTextContent('May 10, 2026');
    expect(panel).toHaveTextContent('Posted');
    expect(panel).toHaveTextContent('From the bank');
    expect(panel).toHaveTextContent('Bank’s nameStarbucks');
    expect(panel).toHaveTextContent('Bank’s categoryFood And Drink');
    expect(screen.getByRole('button', { name: 'Close transaction details' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Remove transaction' })).not.toBeInTheDocument();
  });

  it('saves only what changed; an emptied name goes back to the bank’s', async () => {
    const user = userEvent.setup();
    const { save, onClose } = renderPanel({ ...starbucks, display_name: 'Coffee run' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Notes'), 'with Sam');
    await user.click(screen.getByRole('checkbox', { name: 'Leave out of totals and summaries' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ display_name: null, notes: 'with Sam', excluded: true });
    expect(onClose).toHaveBeenCalled();
  });

  it('offers "Always categorize <merchant> as <category>" with the count of what it changes, and makes the rule', async () => {
    const user = userEvent.setup();
    const { save, makeRule, countRuleMatches } = renderPanel();
    await user.selectOptions(screen.getByLabelText('Category'), 'cat_coffee');
    const offer = await screen.findByRole('checkbox', { name: /Always categorize Starbucks as Coffee/ });
    expect(await screen.findByText('(changes 37 existing transactions)')).toBeInTheDocument();
    const merchant = { match_field: 'merchant', match_op: 'is', match_value: 'Starbucks' };
    expect(countRuleMatches).toHaveBeenCalledWith(merchant);
    expect(screen.queryByLabelText('Description text')).not.toBeInTheDocument();
    await user.click(offer);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ category: 'cat_coffee' });
    expect(makeRule).toHaveBeenCalledWith(merchant, 'cat_coffee');
  });

  describe('with no merchant', () => {
    const fee = aTransaction({
      transaction_id: 'tx-fee',
      merchant_name: null,
      name: '  NON-NETWORK ATM FEE ',
      amount: 3,
      personal_finance_category: { primary: 'FOOD_AND_DRINK' },
      bank_category: 'FOOD_AND_DRINK',
    });

    it('offers a rule on the description (contains, the text editable), counted once the typing stops', async () => {
      const user = userEvent.setup();
      const countRuleMatches = jest.fn(async (match: { match_value: string }) => match.match_value.length);
      const { save, makeRule } = renderPanel(fee, { countRuleMatches });
      await user.selectOptions(screen.getByLabelText('Category'), 'TRAVEL');
      const text = screen.getByLabelText('Description text');
      expect(text).toHaveValue('NON-NETWORK ATM FEE');
      expect(screen.getByLabelText('Description match')).toHaveValue('contains');
      expect(
        screen.getByRole('checkbox', {
          name: /Always categorize transactions whose description contains "NON-NETWORK ATM FEE" as Travel/,
        }),
      ).not.toBeChecked();
      expect(await screen.findByText('(changes 19 existing transactions)')).toBeInTheDocument();
      await user.clear(text);
      await user.type(text, 'atm fee');
      expect(await screen.findByText('(changes 7 existing transactions)')).toBeInTheDocument();
      // One count for the first text and one for the last: none for each letter typed between them.
      expect(countRuleMatches.mock.calls).toEqual([
        [{ match_field: 'name', match_op: 'contains', match_value: 'NON-NETWORK ATM FEE' }],
        [{ match_field: 'name', match_op: 'contains', match_value: 'atm fee' }],
      ]);
      await user.selectOptions(screen.getByLabelText('Description match'), 'is');
      await user.click(screen.getByRole('checkbox', { name: /whose description is "atm fee" as Travel/ }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(save).toHaveBeenCalledWith({ category: 'TRAVEL' });
      expect(makeRule).toHaveBeenCalledWith({ match_field: 'name', match_op: 'is', match_value: 'atm fee' }, 'TRAVEL');
    });

    it('asks for at least 3 characters for a "contains" rule, and saves nothing until then', async () => {
      const user = userEvent.setup();
      const { save, makeRule, countRuleMatches } = renderPanel(fee);
      await user.selectOptions(screen.getByLabelText('Category'), 'TRAVEL');
      await user.click(screen.getByRole('checkbox', { name: /Always categorize/ }));
      const text = screen.getByLabelText('Description text');
      await user.clear(text);
      await user.type(text, 'at');
      expect(screen.getByText('(Enter at least 3 characters for the rule)')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Enter at least 3 characters for the rule');
      expect(text).toHaveFocus();
      expect(text).toHaveAttribute('aria-invalid', 'true');
      expect(save).not.toHaveBeenCalled();
      expect(makeRule).not.toHaveBeenCalled();
      expect(countRuleMatches).not.toHaveBeenCalledWith(expect.objectContaining({ match_value: 'at' }));
    });

    it('says "Failed to save the rule" with the reason; the edit is saved and the offer stays to try again', async () => {
      const user = userEvent.setup();
      const makeRule = jest
        .fn()
        .mockRejectedValueOnce(new Error('A rule with this match already exists'))
        .mockResolvedValueOnce(undefined);
      const { save, onClose } = renderPanel(fee, { makeRule });
      await user.selectOptions(screen.getByLabelText('Category'), 'TRAVEL');
      await user.click(screen.getByRole('checkbox', { name: /Always categorize/ }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Failed to save the rule. A rule with this match already exists',
      );
      expect(onClose).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(onClose).toHaveBeenCalled();
      expect(makeRule).toHaveBeenCalledTimes(2);
      // The second Save sent the edit again (the panel's transaction here is not reloaded) and the rule.
      expect(save).toHaveBeenCalledTimes(2);
    });

    it('offers no rule for a manual transaction (its description is the person’s)', async () => {
      const user = userEvent.setup();
      renderPanel({ ...fee, manual: true, bank_category: null });
      await user.selectOptions(screen.getByLabelText('Category'), 'TRAVEL');
      expect(screen.queryByRole('checkbox', { name: /Always categorize/ })).not.toBeInTheDocument();
    });
  });

  it('names the rule that changed the transaction', async () => {
    const rule: Rule = {
      rule_id: 'rule_atm',
      match_field: 'name',
      match_op: 'contains',
      match_value: 'ATM FEE',
      category: 'TRAVEL',
      display_name: null,
      excluded: false,
      enabled: true,
      position: 0,
      created_at: '2026-11-26T10:00:00.000Z',
    };
    jest.mocked(getRules).mockResolvedValue([rule]);
    const ownerId = financialStore.getState().ownerId;
    act(() => financialStore.setState({ ownerId: 'user-rules' }));
    try {
      renderPanel({ ...starbucks, rule_id: 'rule_atm', personal_finance_category: { primary: 'TRAVEL' } });
      expect(screen.getByRole('dialog')).toHaveTextContent('RuleChanged by a rule');
      expect(await screen.findByText('Categorized by the rule: description contains "ATM FEE"')).toBeInTheDocument();
    } finally {
      act(() => financialStore.setState({ ownerId }));
      queryClient.removeQueries({ queryKey: rulesQueryKey('user-rules') });
    }
  });

  it('makes a new category of the person’s own and chooses it', async () => {
    const user = userEvent.setup();
    const { createCategory, save } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'New category' }));
    await user.type(screen.getByLabelText('New category name'), 'Treats{Enter}');
    expect(createCategory).toHaveBeenCalledWith('Treats');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ category: 'cat_new' });
  });

  it('says a transfer is left out of money in and out, and unpairs it on "Not a transfer", keeping the panel', async () => {
    const user = userEvent.setup();
    const { unpair, onClose } = renderPanel({ ...starbucks, transfer_id: 'tx-card' });
    expect(screen.getByRole('dialog')).toHaveTextContent('Between your own accounts: left out of money in and out');
    await user.click(screen.getByRole('button', { name: 'Not a transfer' }));
    expect(unpair).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Not a transfer' })).toBeEnabled();
  });

  it("says a card's payment (a transfer by its category) is left out, and still offers to pair it", () => {
    renderPanel({
      ...starbucks,
      personal_finance_category: { primary: 'LOAN_PAYMENTS' },
      bank_category: 'LOAN_PAYMENTS',
      bank_detailed_category: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
    });
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'TransferBetween your own accounts by its category: left out of money in and out',
    );
    expect(screen.getByRole('button', { name: 'Pair as a transfer…' })).toBeEnabled();
  });

  it('pairs it by hand with the other half the person picks, the closest first, and closes', async () => {
    const user = userEvent.setup();
    const near = aTransaction({
      transaction_id: 'tx-card-in',
      account_name: 'Credit Card',
      account_mask: '3333',
      merchant_name: null,
      name: 'AUTOMATIC PAYMENT - THANK YOU',
      amount: -4.33,
      date: '2026-05-12',
    });
    const far = aTransaction({ transaction_id: 'tx-savings-in', amount: -4.33, date: '2026-05-20' });
    const { transferCandidates, pair, onClose } = renderPanel(starbucks, {
      transferCandidates: jest.fn(() => [near, far]),
    });
    expect(screen.getByRole('dialog')).toHaveTextContent('TransferNo');
    // Nothing is worked out until the person asks.
    expect(transferCandidates).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Pair as a transfer…' }));
    const other = screen.getByLabelText('Other half of the transfer');
    expect(other).toHaveFocus();
    expect(other).toHaveValue('tx-card-in');
    expect(screen.getByRole('option', { name: /^May 12, 2026 · Credit Card/ })).toHaveTextContent(
      'AUTOMATIC PAYMENT - THANK YOU · $4.33 in',
    );
    await user.selectOptions(other, 'tx-savings-in');
    await user.click(screen.getByRole('button', { name: 'Pair as transfer' }));
    expect(pair).toHaveBeenCalledWith('tx-savings-in');
    expect(onClose).toHaveBeenCalled();
  });

  it('says when nothing can be its other half, and goes back on Cancel', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Pair as a transfer…' }));
    const none = screen.getByRole('status');
    expect(none).toHaveTextContent('No transaction of $4.33 the other way in another of your accounts within 14 days');
    expect(within(none).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Pair as a transfer…' })).toHaveFocus();
  });

  it('stays open with the reason when the server refuses the pairing', async () => {
    const user = userEvent.setup();
    const { onClose } = renderPanel(starbucks, {
      transferCandidates: () => [aTransaction({ transaction_id: 'tx-in', amount: -4.33 })],
      pair: jest.fn(async () => {
        throw new Error('A transaction is already part of a transfer');
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Pair as a transfer…' }));
    await user.click(screen.getByRole('button', { name: 'Pair as transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update transaction. A transaction is already part of a transfer',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("puts the bank's category back as a reset (null)", async () => {
    const user = userEvent.setup();
    const { save } = renderPanel({
      ...starbucks,
      personal_finance_category: { primary: 'cat_coffee' },
    });
    await user.selectOptions(screen.getByLabelText('Category'), 'FOOD_AND_DRINK');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ category: null });
  });

  it('shows "Failed to update transaction" in the panel when saving fails, and stays open', async () => {
    const user = userEvent.setup();
    const { onClose } = renderPanel(starbucks, {
      save: jest.fn(async () => {
        throw new Error('Unknown category');
      }),
    });
    await user.type(screen.getByLabelText('Notes'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update transaction. Unknown category');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('removes a manual transaction; Cancel and Escape close without saving', async () => {
    const user = userEvent.setup();
    const manual = aTransaction({ manual: true, bank_category: null, merchant_name: null, name: 'Farmers market' });
    const { remove, onClose, save } = renderPanel(manual);
    expect(screen.getByRole('dialog')).toHaveTextContent('Added by you');
    await user.click(screen.getByRole('button', { name: 'Remove transaction' }));
    expect(remove).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(save).not.toHaveBeenCalled();
  });
});

describe('TransactionPanel: splitting', () => {
  const shop = aTransaction({
    transaction_id: 'tx-shop',
    merchant_name: 'Corner Shop',
    amount: 50,
    personal_finance_category: { primary: 'FOOD_AND_DRINK' },
  });
  const amountOf = (n: number) => screen.getByLabelText(`Amount of part ${n}`);
  const remaining = () => screen.getByRole('status');

  it('opens the editor with two parts, the first holding the whole, focus on its amount; Cancel goes back to the edit and Split', async () => {
    const user = userEvent.setup();
    renderPanel(shop);
    await user.type(screen.getByLabelText('Notes'), 'for the party');
    await user.click(screen.getByRole('button', { name: 'Split' }));
    expect(screen.getByLabelText('Notes')).not.toBeVisible();
    expect(screen.getByRole('heading', { name: 'Split transaction' })).toBeInTheDocument();
    expect(amountOf(1)).toHaveValue('50.00');
    expect(amountOf(1)).toHaveFocus();
    expect(amountOf(2)).toHaveValue('');
    expect(screen.getByLabelText('Category of part 1')).toHaveValue('FOOD_AND_DRINK');
    expect(screen.getByLabelText('Note of part 2')).toHaveValue('');
    // Two parts are the fewest: none can be removed.
    expect(screen.queryByRole('button', { name: /Remove part/ })).not.toBeInTheDocument();
    expect(remaining()).toHaveTextContent('Remaining: $0.00');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'Split transaction' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Split' })).toHaveFocus();
    // The edit is back as it was.
    expect(screen.getByLabelText('Notes')).toHaveValue('for the party');
  });

  it('says what remains as the person types, in cents (0.10 + 0.20 leaves exactly $49.70)', async () => {
    const user = userEvent.setup();
    renderPanel(shop);
    await user.click(screen.getByRole('button', { name: 'Split' }));
    await user.clear(amountOf(1));
    expect(remaining()).toHaveTextContent('Remaining: $50.00');
    await user.type(amountOf(1), '0.1');
    await user.type(amountOf(2), '0.2');
    expect(remaining()).toHaveTextContent('Remaining: $49.70');
    await user.clear(amountOf(1));
    await user.type(amountOf(1), '60');
    expect(remaining()).toHaveTextContent('Remaining: -$10.20');
  });

  it('refuses parts that do not add up, saying so, and sends nothing', async () => {
    const user = userEvent.setup();
    const { split } = renderPanel(shop);
    await user.click(screen.getByRole('button', { name: 'Split' }));
    await user.clear(amountOf(1));
    await user.type(amountOf(1), '30');
    await user.type(amountOf(2), '10');
    await user.click(screen.getByRole('button', { name: 'Save split' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The parts must add up to $50.00.');
    expect(split).not.toHaveBeenCalled();
  });

  it('sends the parts in the data’s convention, a refund’s as money in, with their categories and notes', async () => {
    const user = userEvent.setup();
    const refund = { ...shop, amount: -50 };
    const { split } = renderPanel(refund);
    expect(screen.getByRole('dialog')).toHaveTextContent('$50.00 in');
    await user.click(screen.getByRole('button', { name: 'Split' }));
    await user.clear(amountOf(1));
    await user.type(amountOf(1), '30');
    await user.click(screen.getByRole('button', { name: 'Add part' }));
    expect(amountOf(3)).toHaveFocus();
    await user.type(amountOf(3), '15');
    await user.type(amountOf(2), '5.00');
    await user.selectOptions(screen.getByLabelText('Category of part 2'), 'cat_coffee');
    await user.type(screen.getByLabelText('Note of part 3'), '  gift  ');
    expect(remaining()).toHaveTextContent('Remaining: $0.00');
    await user.click(screen.getByRole('button', { name: 'Save split' }));
    expect(split).toHaveBeenCalledWith([
      { amount: -30, category: 'FOOD_AND_DRINK' },
      { amount: -5, category: 'cat_coffee' },
      { amount: -15, category: 'FOOD_AND_DRINK', notes: 'gift' },
    ]);
  });

  it('removes a part beyond the second, and says the server’s reason when it refuses', async () => {
    const user = userEvent.setup();
    const split = jest.fn(async () => {
      throw new Error('A pending transaction cannot be split');
    });
    renderPanel(shop, { split });
    await user.click(screen.getByRole('button', { name: 'Split' }));
    await user.click(screen.getByRole('button', { name: 'Add part' }));
    await user.click(screen.getByRole('button', { name: 'Remove part 3' }));
    expect(screen.queryByLabelText('Amount of part 3')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add part' })).toHaveFocus();
    await user.type(amountOf(2), '20');
    await user.clear(amountOf(1));
    await user.type(amountOf(1), '30');
    await user.click(screen.getByRole('button', { name: 'Save split' }));
    expect(split).toHaveBeenCalledWith([
      { amount: 30, category: 'FOOD_AND_DRINK' },
      { amount: 20, category: 'FOOD_AND_DRINK' },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update transaction. A pending transaction cannot be split',
    );
  });

  it('offers no split for a pending transaction', () => {
    renderPanel({ ...shop, pending: true });
    expect(screen.queryByRole('button', { name: 'Split' })).not.toBeInTheDocument();
  });

  describe('a split one', () => {
    const { whole, parts } = aSplit({ ...shop, transaction_id: 'tx-whole' }, [
      { amount: 30, personal_finance_category: { primary: 'FOOD_AND_DRINK' }, notes: 'lunch' },
      { amount: 20, personal_finance_category: { primary: 'TRAVEL' } },
    ]);

    it('says how it is split and shows its parts to change, with Save split', async () => {
      const user = userEvent.setup();
      const { split } = renderPanel(whole, {}, parts);
      expect(screen.getByText('Split into 2 parts of $50.00')).toBeInTheDocument();
      expect(amountOf(1)).toHaveValue('30.00');
      expect(amountOf(2)).toHaveValue('20.00');
      expect(screen.getByLabelText('Category of part 2')).toHaveValue('TRAVEL');
      expect(screen.getByLabelText('Note of part 1')).toHaveValue('lunch');
      expect(remaining()).toHaveTextContent('Remaining: $0.00');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await user.clear(amountOf(1));
      await user.type(amountOf(1), '25');
      await user.clear(amountOf(2));
      await user.type(amountOf(2), '25');
      await user.click(screen.getByRole('button', { name: 'Save split' }));
      expect(split).toHaveBeenCalledWith([
        { amount: 25, category: 'FOOD_AND_DRINK', notes: 'lunch' },
        { amount: 25, category: 'TRAVEL' },
      ]);
    });

    it('makes it whole again with Unsplit, the focus on the title', async () => {
      const user = userEvent.setup();
      const { unsplit } = renderPanel(whole, {}, parts);
      await user.click(screen.getByRole('button', { name: 'Unsplit' }));
      expect(unsplit).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('heading', { name: 'Corner Shop' })).toHaveFocus();
    });

    it('says when the bank changed the whole so that its parts no longer add up', () => {
      const review = aSplit({ ...shop, amount: 55 }, [{ amount: 30 }, { amount: 20 }], 'review');
      renderPanel(review.whole, {}, review.parts);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The bank changed this transaction to $55.00; its parts add up to $50.00. Change the parts or unsplit it.',
      );
      expect(remaining()).toHaveTextContent('Remaining: $5.00');
    });
  });
});
