import { act, renderHook, waitFor } from '@testing-library/react';
import { financialStore, queryClient } from '@finance/shared/data';
import { columnConfigQueryKey, getColumnConfig } from '../api/get-column-config';
import { saveColumnConfig } from '../api/save-column-config';
import { DEFAULT_COLUMNS } from '../model/columns';
import { COLUMN_CONFIG_ERRORS, useColumnConfig } from './use-column-config';

jest.mock('../api/get-column-config', () => ({
  ...jest.requireActual<object>('../api/get-column-config'),
  getColumnConfig: jest.fn(),
}));
jest.mock('../api/save-column-config');
const getMock = jest.mocked(getColumnConfig);
const saveMock = jest.mocked(saveColumnConfig);

const saved = [
  { ...DEFAULT_COLUMNS[4]!, width: '90px' },
  { ...DEFAULT_COLUMNS[0]!, visible: false },
];

describe('useColumnConfig', () => {
  beforeEach(async () => {
    getMock.mockReset();
    saveMock.mockReset();
    await act(() => financialStore.setOwner('user-1'));
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => financialStore.setOwner(null));
    queryClient.clear();
  });

  it('uses the defaults until the saved set arrives, then the saved set made whole', async () => {
    getMock.mockResolvedValue(saved);
    const { result } = renderHook(() => useColumnConfig());
    expect(result.current.columns).toEqual(DEFAULT_COLUMNS);
    await waitFor(() =>
      expect(result.current.columns.map((column) => column.id)).toEqual([
        'amount',
        'institution',
        'account',
        'date',
        'description',
        'category',
      ]),
    );
    expect(result.current.columns[0]!.width).toBe('90px');
    expect(result.current.columns[1]!.visible).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('keeps the defaults when nothing was saved', async () => {
    getMock.mockResolvedValue(null);
    const { result } = renderHook(() => useColumnConfig());
    await waitFor(() => expect(getMock).toHaveBeenCalled());
    expect(result.current.columns).toEqual(DEFAULT_COLUMNS);
    expect(result.current.error).toBeNull();
  });

  it('uses the defaults and says "Failed to load column configuration" when loading fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    getMock.mockRejectedValue(new Error('No ID token found.'));
    const { result } = renderHook(() => useColumnConfig());
    await waitFor(() => expect(result.current.error).toBe(COLUMN_CONFIG_ERRORS.load));
    expect(COLUMN_CONFIG_ERRORS.load).toBe('Failed to load column configuration');
    expect(result.current.columns).toEqual(DEFAULT_COLUMNS);
    expect(logged).toHaveBeenCalledWith('[transactions] Failed to load column configuration:', 'No ID token found.');
  });

  it('applies a saved set, and keeps the previous one with "Failed to save column configuration" when saving fails', async () => {
    getMock.mockResolvedValue(null);
    const { result } = renderHook(() => useColumnConfig());
    await waitFor(() => expect(getMock).toHaveBeenCalled());

    saveMock.mockResolvedValueOnce(undefined);
    const hidden = DEFAULT_COLUMNS.map((column) => ({ ...column, visible: column.id !== 'category' }));
    let ok = false;
    await act(async () => {
      ok = await result.current.save(hidden);
    });
    expect(ok).toBe(true);
    expect(saveMock).toHaveBeenLastCalledWith(hidden);
    expect(result.current.columns).toEqual(hidden);
    expect(queryClient.getQueryData(columnConfigQueryKey('user-1'))).toEqual(hidden);

    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    saveMock.mockRejectedValueOnce(new Error('The request failed: 500'));
    await act(async () => {
      ok = await result.current.save(DEFAULT_COLUMNS.map((column) => ({ ...column })));
    });
    expect(ok).toBe(false);
    expect(result.current.columns).toEqual(hidden);
    expect(queryClient.getQueryData(columnConfigQueryKey('user-1'))).toEqual(hidden);
    // The mutation's state reaches the hook through TanStack's notify batch, a task after the request's rejection.
    await waitFor(() => expect(result.current.error).toBe('Failed to save column configuration'));
    expect(logged).toHaveBeenCalledWith(
      '[transactions] Failed to save column configuration:',
      'The request failed: 500',
    );
  });

  it('changes widths on the page without saving, never under 60 px', async () => {
    getMock.mockResolvedValue(null);
    const { result } = renderHook(() => useColumnConfig());
    await waitFor(() => expect(getMock).toHaveBeenCalled());
    act(() => result.current.resize({ amount: 300, date: 20 }));
    expect(result.current.columns.find((column) => column.id === 'amount')!.width).toBe('300px');
    expect(result.current.columns.find((column) => column.id === 'date')!.width).toBe('60px');
    expect(saveMock).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(columnConfigQueryKey('user-1'))).toEqual(DEFAULT_COLUMNS);

    // Saved with the set on the next Save Changes.
    saveMock.mockResolvedValueOnce(undefined);
    await act(async () => {
      await result.current.save(result.current.columns);
    });
    expect(saveMock.mock.calls[0]![0].find((column) => column.id === 'amount')!.width).toBe('300px');
    expect(result.current.columns.find((column) => column.id === 'amount')!.width).toBe('300px');
  });

  it('reads nothing while nobody is signed in, and shows the defaults', async () => {
    await act(() => financialStore.setOwner(null));
    const { result } = renderHook(() => useColumnConfig());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(getMock).not.toHaveBeenCalled();
    expect(result.current.columns).toEqual(DEFAULT_COLUMNS);
    expect(result.current.error).toBeNull();
  });
});
