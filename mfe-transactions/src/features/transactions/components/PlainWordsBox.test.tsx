import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeRoot } from '@finance/shared';
import { PlainWordsBox } from './PlainWordsBox';

const CATEGORIES = [{ category_id: 'FOOD_AND_DRINK' }, { category_id: 'TRAVEL' }, { category_id: 'cat_kids' }];
const NAMES = new Map([['cat_kids', 'Kids']]);

async function ask(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Ask in plain words' }), { target: { value: text } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Read' })));
}

describe('PlainWordsBox', () => {
  beforeEach(() => {
    // Friday January 2nd 2026, 9 pm in New York (already the 3rd in UTC): "last month" is December 2025.
    jest.useFakeTimers({ now: new Date(2026, 0, 2, 21, 0), doNotFake: ['setTimeout', 'queueMicrotask', 'nextTick'] });
  });
  afterEach(() => jest.useRealTimers());

  it('shows what the words say as chips before anything runs, and applies what is left of them', async () => {
    const onApply = jest.fn();
    render(
      <ThemeRoot>
        <PlainWordsBox categories={CATEGORIES} names={NAMES} onApply={onApply} />
      </ThemeRoot>,
    );
    await ask('kids coffee last month over $5');
    const chips = within(screen.getByRole('list', { name: 'Filters read from your words' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Search: coffee×',
      'Dec 1, 2025 – Dec 31, 2025×',
      'At least $5.01×',
      'Category: Kids×',
    ]);
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove At least $5.01' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show these transactions' }));
    expect(onApply).toHaveBeenCalledWith({
      searchTerm: 'coffee',
      startDate: '2025-12-01',
      endDate: '2025-12-31',
      minAmount: null,
      maxAmount: null,
      categories: ['cat_kids'],
    });
    expect(screen.queryByRole('region', { name: 'What your words say' })).toBeNull();
  });

  it('says what it could not read, and offers nothing to apply when nothing was read', async () => {
    render(
      <ThemeRoot>
        <PlainWordsBox categories={CATEGORIES} names={NAMES} onApply={jest.fn()} />
      </ThemeRoot>,
    );
    await ask('since the blue moon');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Not read: “since the blue moon”. Change the words, or use Filters.',
    );
    expect(screen.getByText('No filter in these words.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show these transactions' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
