import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { useViewState } from './use-view-state';

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
});
