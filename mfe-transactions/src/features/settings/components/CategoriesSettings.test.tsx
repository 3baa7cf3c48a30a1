import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { apiRequest, ApiError, ThemeRoot } from '@finance/shared';
import type { Category } from '@finance/shared/contracts';
import { financialStore, queryClient } from '@finance/shared/data';
import { CategoriesSettings } from './CategoriesSettings';

jest.mock('@finance/shared', () => ({ ...jest.requireActual('@finance/shared'), apiRequest: jest.fn() }));
const request = jest.mocked(apiRequest);

const food: Category = { category_id: 'FOOD_AND_DRINK', name: 'Food And Drink', kind: 'provider' };
const travel: Category = { category_id: 'TRAVEL', name: 'Travel', kind: 'provider' };
const coffee: Category = { category_id: 'cat_coffee', name: 'Coffee', kind: 'custom' };
const treats: Category = { category_id: 'cat_treats', name: 'Treats', kind: 'custom' };

/** The API as the section sees it: categories and counts that the changes sent change. */
function serve(initial: Category[], counts: Record<string, number>) {
  let categories = initial;
  let tally = { ...counts };
  request.mockImplementation(async (path: string, options?: { method?: string; body?: unknown }) => {
    const method = options?.method ?? 'GET';
    if (path === '/categories' && method === 'GET') return { categories };
    if (path === '/categories/counts')
      return {
        counts: Object.entries(tally).map(([category_id, transactions]) => ({ category_id, transactions })),
      };
    const id = decodeURIComponent(path.split('/')[2] ?? '');
    if (method === 'PATCH') {
      const { name } = options!.body as { name: string };
      if (categories.some((c) => c.name.toLowerCase() === name.toLowerCase()))
        throw new ApiError(409, 'Conflict', {
          error: 'Conflict',
          message: `A category named "${name}" exists already`,
        });
      categories = categories.map((c) => (c.category_id === id ? { ...c, name } : c));
      return categories.find((c) => c.category_id === id);
    }
    if (method === 'POST' && path.endsWith('/merge')) {
      const { into } = options!.body as { into: string };
      const moved = tally[id] ?? 0;
      tally = { ...tally, [into]: (tally[into] ?? 0) + moved };
      delete tally[id];
      categories = categories.filter((c) => c.category_id !== id);
      return { moved };
    }
    if (method === 'DELETE') {
      delete tally[id];
      categories = categories.filter((c) => c.category_id !== id);
      return undefined;
    }
    throw new Error(`unexpected ${method} ${path}`);
  });
}

async function renderSection() {
  await act(() => financialStore.setOwner('user-1'));
  render(
    <ThemeRoot>
      <CategoriesSettings />
    </ThemeRoot>,
  );
  return screen.findByRole('list', { name: 'Your categories' });
}

describe('CategoriesSettings', () => {
  beforeEach(() => request.mockReset());
  afterEach(async () => {
    await act(() => financialStore.setOwner(null));
    queryClient.clear();
  });

  it("lists the person's categories and the bank's, each with how many transactions it holds", async () => {
    serve([food, travel, coffee, treats], { FOOD_AND_DRINK: 1204, cat_coffee: 1, cat_treats: 12 });
    const own = await renderSection();
    expect(
      within(own)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Coffee1 transactionRename/),
      expect.stringMatching(/^Treats12 transactionsRename/),
    ]);
    const bank = screen.getByRole('list', { name: "The bank's categories" });
    await waitFor(() =>
      expect(
        within(bank)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Food And Drink1,204 transactions', 'Travel0 transactions']),
    );
  });

  it('says so when the person has none of their own', async () => {
    serve([food], {});
    await act(() => financialStore.setOwner('user-1'));
    render(
      <ThemeRoot>
        <CategoriesSettings />
      </ThemeRoot>,
    );
    expect(
      await screen.findByText('You have no categories of your own yet. Add one to sort transactions your way.'),
    ).toBeInTheDocument();
  });

  it('says so when the categories cannot be read, and reads them again on Retry', async () => {
    request.mockRejectedValue(new Error('Failed to fetch'));
    await act(() => financialStore.setOwner('user-1'));
    render(
      <ThemeRoot>
        <CategoriesSettings />
      </ThemeRoot>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load your categories.');
    serve([food, coffee], {});
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('list', { name: 'Your categories' })).toHaveTextContent('Coffee');
  });

  it("renames one in place; a taken name keeps the field open with the server's reason", async () => {
    serve([food, coffee, treats], { cat_coffee: 3 });
    const own = await renderSection();
    fireEvent.click(within(own).getByRole('button', { name: 'Rename Coffee' }));
    const field = within(own).getByLabelText('New name for Coffee');
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: 'treats' } });
    await act(async () => fireEvent.click(within(own).getByRole('button', { name: 'Save' })));
    expect(within(own).getByRole('alert')).toHaveTextContent('A category named "treats" exists already');

    fireEvent.change(field, { target: { value: ' Beans ' } });
    await act(async () => fireEvent.click(within(own).getByRole('button', { name: 'Save' })));
    expect(await within(own).findByText('Beans')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Renamed "Coffee" to "Beans".');
    expect(request).toHaveBeenCalledWith('/categories/cat_coffee', {
      method: 'PATCH',
      body: { name: 'Beans' },
      signal: undefined,
    });
  });

  it('merges one into another after saying what moves, the counts following', async () => {
    serve([food, travel, coffee, treats], { cat_coffee: 3, FOOD_AND_DRINK: 5 });
    const own = await renderSection();
    await waitFor(() => expect(within(own).getByText('3 transactions')).toBeInTheDocument());
    fireEvent.click(within(own).getByRole('button', { name: 'Merge Coffee' }));
    const dialog = screen.getByRole('dialog', { name: 'Merge "Coffee"' });
    expect(dialog).toHaveAccessibleDescription(
      'Its 3 transactions and its rules move to the category you choose, and "Coffee" is deleted.',
    );
    const merge = within(dialog).getByRole('button', { name: 'Merge' });
    expect(merge).toBeDisabled();
    const into = within(dialog).getByLabelText('Merge into');
    expect(
      within(into)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a category', 'Food And Drink', 'Travel', 'Treats']);
    fireEvent.change(into, { target: { value: 'FOOD_AND_DRINK' } });
    await act(async () => fireEvent.click(merge));
    expect(request).toHaveBeenCalledWith('/categories/cat_coffee/merge', {
      method: 'POST',
      body: { into: 'FOOD_AND_DRINK' },
      signal: undefined,
    });
    await waitFor(() => expect(within(own).queryByText('Coffee')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Merged "Coffee" into "Food And Drink".');
    const bank = screen.getByRole('list', { name: "The bank's categories" });
    await waitFor(() => expect(within(bank).getByText('8 transactions')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your categories' })).toHaveFocus());
  });

  it("deletes one after saying its transactions go back to the bank's category", async () => {
    serve([food, coffee], { cat_coffee: 1 });
    const own = await renderSection();
    fireEvent.click(within(own).getByRole('button', { name: 'Delete Coffee' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete "Coffee"?' });
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(
        "Its 1 transaction go back to the bank's category, and the rules that set it are deleted.",
      ),
    );
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(request).toHaveBeenCalledWith('/categories/cat_coffee', { method: 'DELETE', signal: undefined });
    expect(await screen.findByText('You have no categories of your own yet. Add one to sort transactions your way.'));
    expect(screen.getByRole('status')).toHaveTextContent('Deleted "Coffee".');
  });
});
