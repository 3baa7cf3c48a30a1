import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { ViewState } from '../model/view-state';
import { URL_LATER_MS, useViewState } from './use-view-state';

function render(initial = '/transactions') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ ...useViewState(), search: useLocation().search }), { wrapper });
}

describe('useViewState', () => {
  it('keeps both of two changes made before the page renders again (From and To typed at once)', () => {
    const { result } = render();
    act(() => {
      const { updateView } = result.current;
      updateView((view) => ({ ...view, filters: { ...view.filters, startDate: '2025-03-01' } }), { typing: true });
      updateView((view) => ({ ...view, filters: { ...view.filters, endDate: '2025-09-30' } }), { typing: true });
    });
    expect(result.current.view.filters).toMatchObject({ startDate: '2025-03-01', endDate: '2025-09-30' });
    expect(result.current.search).toBe('?from=2025-03-01&to=2025-09-30');
  });

  it('starts each change from the view in the URL after it has changed by other means', () => {
    const { result } = render('/transactions?from=2025-01-01');
    act(() => result.current.updateView((view) => ({ ...view, page: 2 })));
    act(() => result.current.updateView((view) => ({ ...view, page: view.page + 1 })));
    expect(result.current.view).toMatchObject({ page: 3, filters: { startDate: '2025-01-01' } });
    // A change that leaves the view as it is still lets the next one start from the URL.
    act(() => result.current.updateView((view) => view));
    act(() => result.current.updateView((view) => ({ ...view, page: 1 })));
    expect(result.current.search).toBe('?from=2025-01-01');
  });

  describe('a change the caller shows already (the search box): urlLater', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const search = (term: string) => (view: ViewState) => ({ ...view, filters: { ...view.filters, searchTerm: term } });

    it('reaches the URL once the typing has paused, as one write of the last text', () => {
      const { result } = render('/transactions?page=3');
      for (const term of ['s', 'st', 'sta']) {
        act(() =>
          result.current.updateView((view) => ({ ...search(term)(view), page: 1 }), { typing: true, urlLater: true }),
        );
        act(() => jest.advanceTimersByTime(URL_LATER_MS - 1));
        expect(result.current.search).toBe('?page=3');
      }
      act(() => jest.advanceTimersByTime(1));
      expect(result.current.search).toBe('?q=sta');
      expect(result.current.view.filters.searchTerm).toBe('sta');
    });

    it('is written at once with the next change, which starts from it', () => {
      const { result } = render();
      act(() => result.current.updateView(search('coffee'), { typing: true, urlLater: true }));
      act(() => result.current.updateView((view) => ({ ...view, sort: { id: 'amount', desc: false } })));
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
