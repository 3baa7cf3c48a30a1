import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { apiRequest, ApiError, ThemeRoot } from '@finance/shared';
import type { Category, Rule, RulePatch } from '@finance/shared/contracts';
import { financialStore, queryClient } from '@finance/shared/data';
import { RulesSettings } from './RulesSettings';

jest.mock('@finance/shared', () => ({ ...jest.requireActual('@finance/shared'), apiRequest: jest.fn() }));
const request = jest.mocked(apiRequest);

const categories: Category[] = [
  { category_id: 'BANK_FEES', name: 'Bank Fees', kind: 'provider' },
  { category_id: 'FOOD_AND_DRINK', name: 'Food And Drink', kind: 'provider' },
  { category_id: 'cat_coffee', name: 'Coffee', kind: 'custom' },
];

function rule(rule_id: string, fields: Partial<Rule>): Rule {
  return {
    rule_id,
    match_field: 'merchant',
    match_op: 'is',
    match_value: 'Starbucks',
    category: null,
    display_name: null,
    excluded: false,
    enabled: true,
    position: 0,
    created_at: '2026-11-01T12:00:00.000Z',
    ...fields,
  };
}

const atm = rule('rule_atm', {
  match_field: 'name',
  match_op: 'contains',
  match_value: 'ATM FEE',
  category: 'BANK_FEES',
  display_name: 'Cash fee',
  excluded: true,
});
const coffee = rule('rule_coffee', { category: 'cat_coffee', position: 1 });

/** The API as the section sees it: rules, and how many transactions each matches, that the changes sent change. */
function serve(initial: Rule[], matches: Record<string, number>) {
  let rules = initial;
  request.mockImplementation(async (path: string, options?: { method?: string; body?: unknown }) => {
    const method = options?.method ?? 'GET';
    if (path === '/categories') return { categories };
    if (path === '/rules' && method === 'GET') return { rules };
    if (path === '/rules/order') {
      const { rule_ids } = options!.body as { rule_ids: string[] };
      rules = rule_ids.map((id, position) => ({ ...rules.find((each) => each.rule_id === id)!, position }));
      return { rules };
    }
    const id = decodeURIComponent(path.split('/')[2] ?? '');
    if (path.endsWith('/matches')) return { matches: matches[id] ?? 0 };
    if (path.endsWith('/apply')) return { rule: rules.find((each) => each.rule_id === id), applied: matches[id] };
    if (method === 'PATCH') {
      const patch = options!.body as RulePatch;
      if (patch.match_op === 'contains' && (patch.match_value ?? '').trim().length < 3)
        throw new ApiError(400, 'Bad Request', {
          error: 'Bad Request',
          message: 'body/match_value must have at least 3 characters for a "contains" rule',
        });
      rules = rules.map((each) => (each.rule_id === id ? { ...each, ...patch } : each));
      return { rule: rules.find((each) => each.rule_id === id), applied: 2 };
    }
    if (method === 'DELETE') {
      rules = rules.filter((each) => each.rule_id !== id);
      return undefined;
    }
    throw new Error(`unexpected ${method} ${path}`);
  });
}

async function renderSection() {
  await act(() => financialStore.setOwner('user-1'));
  render(
    <ThemeRoot>
      <RulesSettings />
    </ThemeRoot>,
  );
}

const list = () => screen.findByRole('list', { name: 'Your rules' });
const texts = (within_: HTMLElement) =>
  within(within_)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')!.textContent);

describe('RulesSettings', () => {
  beforeEach(() => request.mockReset());
  afterEach(async () => {
    await act(() => financialStore.setOwner(null));
    queryClient.clear();
  });

  it('says the order rule and lists the rules in their order, each in words with the transactions it matches', async () => {
    serve([atm, coffee], { rule_atm: 12, rule_coffee: 1 });
    await renderSection();
    const rules = await list();
    expect(screen.getByText('The first rule that matches a transaction sets it.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(rules)
          .getAllByRole('listitem')
          .map((item) => item.querySelector('div')!.textContent),
      ).toEqual([
        'Description contains "ATM FEE" → Bank Fees, shown as "Cash fee", left out of totalsMatches 12 transactions',
        'Merchant is "Starbucks" → CoffeeMatches 1 transaction',
      ]),
    );
    expect(within(rules).getByRole('switch', { name: 'Rule 1 on' })).toBeChecked();
    expect(within(rules).getByRole('button', { name: 'Move rule 1 up' })).toBeDisabled();
    expect(within(rules).getByRole('button', { name: 'Move rule 2 down' })).toBeDisabled();
  });

  it('says how rules are made when the person has none', async () => {
    serve([], {});
    await renderSection();
    expect(await screen.findByText(/^You have no rules yet\. To make one, open a transaction/)).toBeInTheDocument();
  });

  it('says so when the rules cannot be read, and reads them again on Retry', async () => {
    request.mockRejectedValue(new Error('Failed to fetch'));
    await renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load your rules.');
    serve([coffee], {});
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));
    expect(texts(await list())).toEqual(['Merchant is "Starbucks" → Coffee']);
  });

  it("moves a rule down, saying so, the focus kept on the moved rule's button", async () => {
    serve([atm, coffee], {});
    await renderSection();
    const rules = await list();
    const down = within(rules).getByRole('button', { name: 'Move rule 1 down' });
    down.focus();
    await act(async () => fireEvent.click(down));
    expect(request).toHaveBeenCalledWith('/rules/order', {
      method: 'PUT',
      body: { rule_ids: ['rule_coffee', 'rule_atm'] },
      signal: undefined,
    });
    await waitFor(() =>
      expect(texts(rules)).toEqual([
        'Merchant is "Starbucks" → Coffee',
        'Description contains "ATM FEE" → Bank Fees, shown as "Cash fee", left out of totals',
      ]),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Moved "Description contains "ATM FEE" → Bank Fees, shown as "Cash fee", left out of totals" to place 2 of 2.',
    );
    // Last now, its Move down is off: its Move up has the focus.
    await waitFor(() => expect(within(rules).getByRole('button', { name: 'Move rule 2 up' })).toHaveFocus());
  });

  it('turns a rule off and on again', async () => {
    serve([coffee], { rule_coffee: 4 });
    await renderSection();
    const rules = await list();
    expect(await within(rules).findByText('Matches 4 transactions')).toBeInTheDocument();
    await act(async () => fireEvent.click(within(rules).getByRole('switch', { name: 'Rule 1 on' })));
    expect(request).toHaveBeenCalledWith('/rules/rule_coffee', {
      method: 'PATCH',
      body: { enabled: false },
      signal: undefined,
    });
    await waitFor(() => expect(within(rules).getByRole('switch', { name: 'Rule 1 on' })).not.toBeChecked());
    expect(within(rules).getByText('Off: it sets nothing')).toBeInTheDocument();
    expect(within(rules).queryByRole('button', { name: 'Run on past transactions, rule 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Turned off "Merchant is "Starbucks" → Coffee".');

    await act(async () => fireEvent.click(within(rules).getByRole('switch', { name: 'Rule 1 on' })));
    await waitFor(() => expect(within(rules).getByRole('switch', { name: 'Rule 1 on' })).toBeChecked());
    expect(screen.getByRole('status')).toHaveTextContent('Turned on "Merchant is "Starbucks" → Coffee".');
  });

  it("edits a rule in a dialog; a refusal keeps it open with the server's reason", async () => {
    serve([coffee], {});
    await renderSection();
    fireEvent.click(within(await list()).getByRole('button', { name: 'Edit rule 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the rule' });
    expect(within(dialog).getByLabelText('Matches the')).toHaveValue('merchant');
    expect(within(dialog).getByLabelText('Text')).toHaveValue('Starbucks');
    const category = within(dialog).getByLabelText('Category');
    expect(category).toHaveValue('cat_coffee');
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Leave the category as it is', 'Bank Fees', 'Food And Drink', 'Coffee']);

    fireEvent.change(within(dialog).getByLabelText('How'), { target: { value: 'contains' } });
    fireEvent.change(within(dialog).getByLabelText('Text'), { target: { value: 'ST' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'body/match_value must have at least 3 characters for a "contains" rule',
    );

    fireEvent.change(within(dialog).getByLabelText('Text'), { target: { value: 'STARBUCKS' } });
    fireEvent.change(category, { target: { value: 'FOOD_AND_DRINK' } });
    fireEvent.change(within(dialog).getByLabelText('Display name'), { target: { value: ' Coffee run ' } });
    fireEvent.click(within(dialog).getByLabelText('Leave out of totals and summaries'));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(request).toHaveBeenCalledWith('/rules/rule_coffee', {
      method: 'PATCH',
      body: {
        match_field: 'merchant',
        match_op: 'contains',
        match_value: 'STARBUCKS',
        category: 'FOOD_AND_DRINK',
        display_name: 'Coffee run',
        excluded: true,
      },
      signal: undefined,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Saved "Merchant is "Starbucks" → Coffee": it changed 2 transactions.',
    );
    expect(texts(await list())).toEqual([
      'Merchant contains "STARBUCKS" → Food And Drink, shown as "Coffee run", left out of totals',
    ]);
  });

  it('deletes a rule after asking, the focus going to the list', async () => {
    serve([atm, coffee], {});
    await renderSection();
    fireEvent.click(within(await list()).getByRole('button', { name: 'Delete rule 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the rule?' });
    expect(dialog).toHaveAccessibleDescription(
      `"Merchant is "Starbucks" → Coffee" is deleted. The transactions it set keep their category; the bank's new ones no longer get it.`,
    );
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(request).toHaveBeenCalledWith('/rules/rule_coffee', { method: 'DELETE', signal: undefined });
    await waitFor(() =>
      expect(texts(screen.getByRole('list', { name: 'Your rules' }))).toEqual([
        'Description contains "ATM FEE" → Bank Fees, shown as "Cash fee", left out of totals',
      ]),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Deleted "Merchant is "Starbucks" → Coffee".');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your rules' })).toHaveFocus());
  });

  it('runs a rule on the past transactions after saying how many it would change', async () => {
    serve([coffee], { rule_coffee: 3 });
    await renderSection();
    fireEvent.click(within(await list()).getByRole('button', { name: 'Run on past transactions, rule 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Run the rule on past transactions?' });
    expect(
      await within(dialog).findByText(
        'It would change 3 transactions: those it matches that you have not changed by hand and that no rule before it matches.',
      ),
    ).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('/rules/rule_coffee/apply', expect.anything());
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Run' })));
    expect(request).toHaveBeenCalledWith('/rules/rule_coffee/apply', { method: 'POST', signal: undefined });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ran "Merchant is "Starbucks" → Coffee": 3 transactions changed.',
    );
  });
});
