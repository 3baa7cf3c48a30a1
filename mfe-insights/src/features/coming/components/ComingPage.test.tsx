import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiError, ThemeRoot } from '@finance/shared';
import { queryClient, summariesKey } from '@finance/shared/data';
import * as requests from '../api/recurring-requests';
import { signInAt, signOutAfter } from '../../../testing/signed-in-page';
import { november } from '../testing/recurring-fixture';
import { ComingPage } from './ComingPage';

jest.mock('../api/recurring-requests', () => ({
  ...jest.requireActual<object>('../api/recurring-requests'),
  getRecurring: jest.fn(),
  changeRecurring: jest.fn(),
}));

const getRecurring = jest.mocked(requests.getRecurring);
const changeRecurring = jest.mocked(requests.changeRecurring);

async function renderPage() {
  await act(async () => {
    render(
      <ThemeRoot>
        <MemoryRouter initialEntries={['/dashboard/coming']}>
          <Routes>
            <Route path="/dashboard/coming" element={<ComingPage />} />
          </Routes>
        </MemoryRouter>
      </ThemeRoot>,
    );
  });
}

const region = (name: string) => screen.getByRole('region', { name });
const row = (name: string) => screen.getByRole('listitem', { name });

describe('ComingPage', () => {
  beforeEach(async () => {
    jest.clearAllMocks();
    // 23:30 on 15 November in New York: already the 16th in UTC. The person's today is the 15th.
    await signInAt(new Date(2026, 10, 15, 23, 30));
    getRecurring.mockImplementation(async () => november());
  });

  afterEach(signOutAfter);

  it('asks for the person’s today and shows safe to spend with its arithmetic, line by line', async () => {
    await renderPage();
    expect(getRecurring).toHaveBeenCalledWith('2026-11-15', expect.anything());
    const safe = region('Safe to spend');
    expect((await within(safe).findAllByText('-$52.91'))[0]).toBeVisible();
    expect(safe).toHaveTextContent(
      'Until Nov 26, 2026, the day before your next income: Acme Payroll, $2,000.00 on Nov 27, 2026.',
    );
    const lines = within(safe)
      .getAllByRole('row')
      .map((line) => line.textContent);
    expect(lines).toEqual([
      'Plaid Checking, available$90.00',
      'Checking and cash$90.00',
      'less Verizon due Nov 12, 2026, not seen yet−$79.92',
      'less Netflix due Nov 15, 2026−$17.99',
      'less Equinox due Nov 21, 2026−$45.00',
      'Safe to spend-$52.91',
    ]);
  });

  it('with no bills before the next income, says so at $0.00 and keeps the cash whole', async () => {
    const answer = november();
    getRecurring.mockImplementation(async () => ({
      ...answer,
      safe_to_spend: { ...answer.safe_to_spend, bills: [], bills_total: 0, amount: 90 },
    }));
    await renderPage();
    const lines = (await within(region('Safe to spend')).findAllByRole('row')).map((line) => line.textContent);
    expect(lines).toEqual([
      'Plaid Checking, available$90.00',
      'Checking and cash$90.00',
      'No bills expected before then$0.00',
      'Safe to spend$90.00',
    ]);
  });

  it('lists the 30 days ahead by date, a past due one marked, today named, money in and out signed', async () => {
    await renderPage();
    const upcoming = region('Next 30 days');
    const days = await within(upcoming).findAllByRole('heading', { level: 3 });
    expect(days.map((d) => d.textContent)).toEqual([
      'Nov 12, 2026 (past due, not seen yet)',
      'Today, Nov 15, 2026',
      'Nov 21, 2026',
      'Nov 27, 2026',
      'Dec 1, 2026',
      'Dec 5, 2026',
      'Dec 11, 2026',
    ]);
    expect(upcoming).toHaveTextContent('Acme Payroll+$2,000.00');
    expect(upcoming).toHaveTextContent('Cascade Rent−$1,500.00');
  });

  it('lists subscriptions with their cost a month and a year, a price rise said, an ended one folded away', async () => {
    await renderPage();
    const subscriptions = region('Subscriptions');
    // Netflix 17.99 + Equinox 45.00 = 62.99 a month; 215.88 + 540.00 = 755.88 a year. Spotify has ended: not counted.
    expect(await within(subscriptions).findByText('2 subscriptions: $62.99 a month, $755.88 a year')).toBeVisible();
    expect(row('Netflix')).toHaveTextContent('Price rose by $2.50 ($15.49 to $17.99) since Aug 15, 2026');
    expect(row('Netflix')).toHaveTextContent('$17.99 a month, $215.88 a year');
    expect(within(row('Netflix')).getByRole('link', { name: 'Netflix' })).toHaveAttribute(
      'href',
      '/transactions?from=2026-01-01&payee=Netflix',
    );
    expect(within(subscriptions).getByText('Ended (1)')).toBeVisible();
    const bills = region('Bills and income');
    expect(row('Verizon')).toHaveTextContent('Monthly, next Nov 12, 2026, from $65.20 to $94.99');
    expect(row('Verizon')).toHaveTextContent('Due Nov 12, 2026, not seen yet');
    expect(row('City Water')).toHaveTextContent('New since Oct 5, 2026');
    expect(within(bills).getByRole('listitem', { name: 'Acme Payroll' })).toHaveTextContent('+$2,000.00');
  });

  it('dismisses a stream at once: gone from the days ahead and the bills, safe to spend worked out again', async () => {
    let answer: (value: Awaited<ReturnType<typeof requests.changeRecurring>>) => void = () => undefined;
    changeRecurring.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss Verizon' }));
    await waitFor(() => expect(changeRecurring).toHaveBeenCalledWith('s-verizon', '2026-11-15', { dismissed: true }));
    // 9000 - (1799 + 4500) = 2701 cents, before the server answers.
    expect((await within(region('Safe to spend')).findAllByText('$27.01'))[0]).toBeVisible();
    expect(region('Next 30 days')).not.toHaveTextContent('Verizon');
    expect(within(region('Bills and income')).getByText('Dismissed (1)')).toBeVisible();
    await act(async () => answer(november()));
    expect(await screen.findByRole('status')).toHaveTextContent('Verizon dismissed: not recurring.');
  });

  it('puts a refused choice back and says why', async () => {
    changeRecurring.mockRejectedValue(new ApiError(404, 'Not Found', { message: 'No recurring stream s-netflix' }));
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm Netflix' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: No recurring stream s-netflix');
    expect(screen.getByRole('button', { name: 'Confirm Netflix' })).toBeVisible();
  });

  it('renames a stream in place, and says so once saved', async () => {
    changeRecurring.mockImplementation(async () => {
      const renamed = november();
      renamed.streams = renamed.streams.map((s) => (s.stream_id === 's-rent' ? { ...s, name: 'Rent' } : s));
      return renamed;
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Cascade Rent' }));
    const field = screen.getByRole('textbox', { name: 'Name for Cascade Rent' });
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: '  Rent ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changeRecurring).toHaveBeenCalledWith('s-rent', '2026-11-15', { name: 'Rent' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Renamed Cascade Rent to Rent.');
    expect(row('Rent')).toHaveTextContent('Shown on statements as Cascade Rent');
  });

  it('says the streams could not be fetched, with Retry; and follows a change elsewhere without a reload', async () => {
    getRecurring.mockRejectedValueOnce(new ApiError(500, 'Internal Server Error', { message: 'boom' }));
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch recurring payments');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await within(region('Safe to spend')).findAllByText('-$52.91'))[0]).toBeVisible();
    const later = november();
    later.safe_to_spend = { ...later.safe_to_spend, amount: 10 };
    getRecurring.mockResolvedValue(later);
    await act(async () => {
      await queryClient.invalidateQueries({ queryKey: summariesKey('user-1') });
    });
    expect(await within(region('Safe to spend')).findAllByText('$10.00')).not.toHaveLength(0);
  });
});
