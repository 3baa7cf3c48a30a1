import { apiRequest, NoIdTokenError } from '@finance/shared';
import { getColumnConfig } from './get-column-config';
import { saveColumnConfig } from './save-column-config';

jest.mock('@finance/shared', () => ({ ...jest.requireActual('@finance/shared'), apiRequest: jest.fn() }));
const request = jest.mocked(apiRequest);

const columns = [{ id: 'date', label: 'Date', width: '120px', visible: true, sortable: true, filterable: true }];

describe('the preferences calls', () => {
  beforeEach(() => request.mockReset());

  it('reads the saved column set, null when there is none', async () => {
    request.mockResolvedValueOnce({ column_config: columns });
    await expect(getColumnConfig()).resolves.toEqual(columns);
    expect(request).toHaveBeenLastCalledWith('/api/user-preferences', {});
    request.mockResolvedValueOnce({ column_config: null });
    await expect(getColumnConfig()).resolves.toBeNull();
  });

  it('posts the column set as column_config', async () => {
    request.mockResolvedValueOnce({ column_config: columns });
    await saveColumnConfig(columns);
    expect(request).toHaveBeenLastCalledWith('/api/user-preferences', {
      method: 'POST',
      body: { column_config: columns },
    });
  });

  it('fails with "No ID token found." when there is no token to send', async () => {
    request.mockRejectedValue(new NoIdTokenError());
    await expect(getColumnConfig()).rejects.toThrow(/^No ID token found\.$/);
    await expect(saveColumnConfig(columns)).rejects.toThrow(/^No ID token found\.$/);
  });

  it('passes other failures on', async () => {
    request.mockRejectedValue(new Error('The request failed: 500'));
    await expect(getColumnConfig()).rejects.toThrow('The request failed: 500');
  });
});
