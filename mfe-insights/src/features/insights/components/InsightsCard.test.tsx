import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApiError, ThemeRoot } from '@finance/shared';
import type { InsightsResponse } from '@finance/shared/contracts';
import * as requests from '../api/insight-requests';
import { signInAt, signOutAfter } from '../../../testing/signed-in-page';
import { InsightsCard, INSIGHTS_SHOWN } from './InsightsCard';

jest.mock('../api/insight-requests', () => ({
  ...jest.requireActual<object>('../api/insight-requests'),
  getInsights: jest.fn(),
  dismissInsight: jest.fn(),
}));

const getInsights = jest.mocked(requests.getInsights);
const dismissInsight = jest.mocked(requests.dismissInsight);

const answer = (): InsightsResponse => ({
  today: '2026-11-20',
  insights: [
    {
      id: 'duplicate_charge:ShellCharge12345678901a',
      kind: 'duplicate_charge',
      text: 'Possible duplicate: Shell charged $45.12 on Nov 10, 2026 and again on Nov 12, 2026.',
      numbers: { amount: 4512, first: '2026-11-10', second: '2026-11-12' },
      link: { from: '2026-11-10', to: '2026-11-12', payee: 'Shell' },
    },
    {
      id: 'category_above_typical:FOOD_AND_DRINK:2026-11',
      kind: 'category_above_typical',
      text: 'Food And Drink: $300.00 so far this month, 50% above its typical $200.00 a month (the median of the three months before).',
      numbers: { current: 30000, typical: 20000 },
      link: { from: '2026-11-01', to: '2026-11-20', categories: ['FOOD_AND_DRINK'] },
    },
  ],
});

async function renderCard() {
  await act(async () => {
    render(
      <ThemeRoot>
        <MemoryRouter>
          <InsightsCard />
        </MemoryRouter>
      </ThemeRoot>,
    );
  });
}

describe('InsightsCard', () => {
  beforeEach(async () => {
    jest.clearAllMocks();
    // 23:30 on 20 November in New York: the 21st in UTC; the person's today is the 20th.
    await signInAt(new Date(2026, 10, 20, 23, 30));
    getInsights.mockImplementation(async () => answer());
  });

  afterEach(signOutAfter);

  it('says each statement for the person’s today, each opening the transactions behind it', async () => {
    await renderCard();
    expect(getInsights).toHaveBeenCalledWith('2026-11-20', expect.anything());
    const list = await screen.findByRole('list', { name: 'Insights' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(answer().insights.map((i) => i.text));
    expect(screen.getByRole('link', { name: `See the transactions: ${answer().insights[0]!.text}` })).toHaveAttribute(
      'href',
      '/transactions?from=2026-11-10&to=2026-11-12&payee=Shell',
    );
    expect(screen.getByRole('link', { name: `See the transactions: ${answer().insights[1]!.text}` })).toHaveAttribute(
      'href',
      '/transactions?from=2026-11-01&to=2026-11-20&category=FOOD_AND_DRINK',
    );
  });

  it(`shows the first ${INSIGHTS_SHOWN}, and all of them on asking, and the first again`, async () => {
    const many = Array.from({ length: 7 }, (_, n) => ({
      ...answer().insights[0]!,
      id: `new_payee:Payee${n}xxxxxxxxxxxxxxxxx`.slice(0, 32),
      text: `New payee: Payee ${n} charged $10.00 on Nov 1${n}, 2026, the first time you paid them.`,
    }));
    getInsights.mockResolvedValue({ today: '2026-11-20', insights: many });
    await renderCard();
    const list = await screen.findByRole('list', { name: 'Insights' });
    const shown = () => within(list).getAllByRole('listitem').length;
    expect(shown()).toBe(INSIGHTS_SHOWN);
    const more = screen.getByRole('button', { name: 'Show all 7 insights' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(shown()).toBe(7);
    const fewer = screen.getByRole('button', { name: `Show the first ${INSIGHTS_SHOWN}` });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(fewer);
    expect(shown()).toBe(INSIGHTS_SHOWN);
  });

  it('offers no "Show all" for a few', async () => {
    await renderCard();
    await screen.findByRole('list', { name: 'Insights' });
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('dismisses a statement at once, and puts it back with the reason when refused', async () => {
    const after = answer();
    after.insights = after.insights.slice(1);
    dismissInsight.mockResolvedValueOnce(after);
    await renderCard();
    const text = answer().insights[0]!.text;
    fireEvent.click(await screen.findByRole('button', { name: `Dismiss: ${text}` }));
    await waitFor(() =>
      expect(dismissInsight).toHaveBeenCalledWith('duplicate_charge:ShellCharge12345678901a', '2026-11-20'),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Dismissed. It will not be said again.');
    expect(screen.queryByText(text)).toBeNull();

    dismissInsight.mockRejectedValueOnce(new ApiError(500, 'Internal Server Error', { message: 'boom' }));
    const other = answer().insights[1]!.text;
    fireEvent.click(screen.getByRole('button', { name: `Dismiss: ${other}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not dismissed: boom');
    expect(screen.getByText(other)).toBeVisible();
  });

  it('says when nothing stands out, and when insights cannot be fetched', async () => {
    getInsights.mockResolvedValueOnce({ today: '2026-11-20', insights: [] });
    await renderCard();
    expect(await screen.findByText('Nothing stands out right now.')).toBeVisible();
  });
});
