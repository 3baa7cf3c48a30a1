import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { ViewState } from '../model/view-state';
import { URL_LATER_MS, useViewState } from './use-view-state';

/** Longer than a frame: the page is idle after the frame showing a change. */
const PAINTED_MS = 50;

function render(initial = '/transactions') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/elsewhere', initial]} initialIndex={1}>
      {children}
    </MemoryRouter>
  );
  return renderHook(() => ({ ...useViewState(), search: useLocation().search, navigate: useNavigate() }), {
    wrapper,
  });
}

const search = (term: string) => (view: ViewState) => ({ ...view, filters: { ...view.filters, searchTerm: term } });

describe('useViewState', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a change at once and writes it to the URL once the frame showing it is painted', () => {
    const { result } = render('/transactions?page=3');
    act(() => result.current.updateView((view) => ({ ...view, sort: { id: 'amount', desc: true }, page: 1 })));
    expect(result.current.view).toMatchObject({ sort: { id: 'amount', desc: true }, page: 1 });
    expect(result.current.search).toBe('?page=3');
    act(() => jest.advanceTimersByTime(PAINTED_MS));
    expect(result.current.search).toBe('?sort=-amount');
    expect(result.current.view).toMatchObject({ sort: { id: 'amount', desc: true }, page: 1 });
  });

  it('adds a history entry for a discrete change and replaces it while typing, so Back skips the keystrokes', () => {
    const { result } = render();
    act(() => result.current.updateView((view) => ({ ...view, page: 2 })));
    act(() => jest.advanceTimersByTime(PAINTED_MS));
    act(() =>
      result.current.updateView((view) => ({ ...view, filters: { ...view.filters, minAmount: 5 } }), { typing: true }),
    );
    act(() => jest.advanceTimersByTime(PAINTED_MS));
    act(() =>
      result.current.updateView((view) => ({ ...view, filters: { ...view.filters, minAmount: 50 } }), { typing: true }),
    );
    act(() => jest.advanceTimersByTime(PAINTED_MS));
    expect(result.current.search).toBe('?min=50&page=2');
    act(() => void result.current.navigate(-1));
    expect(result.current.search).toBe('');
    expect(result.current.view.page).toBe(1);
    expect(result.current.view.filters.minAmount).toBeNull();
  });

  it('keeps both of two changes made before the page renders again (From and To typed at once)', () => {
    const { result } = render();
    act(() => {
      const { updateView } = result.current;
      updateView((view) => ({ ...view, filters: { ...view.filters, startDate: '2025-03-01' } }), { typing: true });
      updateView((view) => ({ ...view, filters: { ...view.filters, endDate: '2025-09-30' } }), { typing: true });
    });
    expect(result.current.view.filters).toMatchObject({ startDate: '2025-03-01', endDate: '2025-09-30' });
    act(() => jest.advanceTimersByTime(PAINTED_MS));
    expect(result.current.search).toBe('?from=2025-03-01&to=2025-09-30');
  });

  it('starts each change from the view shown, whether or not the URL has taken it yet', () => {
    const { result } = render('/transactions?from=2025-01-01');
    act(() => result.current.updateView((view) => ({ ...view, page: 2 })));
    act(() => result.current.updateView((view) => ({ ...view, page: view.page + 1 })));
    expect(result.current.view).toMatchObject({ page: 3, filters: { startDate: '2025-01-01' } });
    act(() => jest.advanceTimersByTime(PAINTED_MS));
    expect(result.current.search).toBe('?from=2025-01-01&page=3');
    // A change that leaves the view as it is writes nothing; the next one starts from the view.
    act(() => result.current.updateView((view) => view));
    act(() => result.current.updateView((view) => ({ ...view, page: 1 })));
    act(() => jest.advanceTimersByTime(PAINTED_MS));
    expect(result.current.search).toBe('?from=2025-01-01');
  });

  it('writes nothing when a change is undone before the URL took it', () => {
    const { result } = render('/transactions?page=2');
    act(() => result.current.updateView((view) => ({ ...view, page: 3 })));
    act(() => result.current.updateView((view) => ({ ...view, page: 2 })));
    act(() => jest.advanceTimersByTime(PAINTED_MS));
    expect(result.current.search).toBe('?page=2');
    expect(result.current.view.page).toBe(2);
    // Back still leaves the page: no entry was added.
    act(() => void result.current.navigate(-1));
    expect(result.current.search).toBe('');
  });

  it('shows what another navigation brings (Back, a link), dropping a change not written yet', () => {
    const { result } = render('/transactions?page=2');
    act(() => result.current.updateView((view) => ({ ...view, sort: { id: 'amount', desc: false } })));
    act(() => void result.current.navigate('/transactions?page=4'));
    expect(result.current.view).toMatchObject({ page: 4, sort: null });
    act(() => jest.advanceTimersByTime(URL_LATER_MS));
    expect(result.current.search).toBe('?page=4');
    expect(result.current.view).toMatchObject({ page: 4, sort: null });
  });

  describe('a change while typing in the search box: urlLater', () => {
    it('reaches the URL once the typing has paused, as one write of the last text', () => {
      const { result } = render('/transactions?page=3');
      for (const term of ['s', 'st', 'sta']) {
        act(() =>
          result.current.updateView((view) => ({ ...search(term)(view), page: 1 }), { typing: true, urlLater: true }),
        );
        expect(result.current.view).toMatchObject({ page: 1, filters: { searchTerm: term } });
        act(() => jest.advanceTimersByTime(URL_LATER_MS - 1));
        expect(result.current.search).toBe('?page=3');
      }
      act(() => jest.advanceTimersByTime(1));
      expect(result.current.search).toBe('?q=sta');
      expect(result.current.view.filters.searchTerm).toBe('sta');
    });

    it('is written with the next change, which starts from it', () => {
      const { result } = render();
      act(() => result.current.updateView(search('coffee'), { typing: true, urlLater: true }));
      act(() => result.current.updateView((view) => ({ ...view, sort: { id: 'amount', desc: false } })));
      act(() => jest.advanceTimersByTime(PAINTED_MS));
      expect(result.current.search).toBe('?q=coffee&sort=amount');
      // Nothing older is written after it.
      act(() => jest.advanceTimersByTime(URL_LATER_MS));
      expect(result.current.search).toBe('?q=coffee&sort=amount');
    });

    it('is dropped when the page goes: another page keeps its own URL', () => {
      const { result, unmount } = render();
      act(() => result.current.updateView(search('coffee'), { typing: true, urlLater: true }));
      const timers = jest.getTimerCount();
      unmount();
      expect(jest.getTimerCount()).toBe(timers - 1);
    });
  });
});
