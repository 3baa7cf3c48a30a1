import { apiRequest } from '@finance/shared';
import { bulkEdit } from './bulk-edit';

jest.mock('@finance/shared', () => ({ ...jest.requireActual('@finance/shared'), apiRequest: jest.fn() }));
const request = jest.mocked(apiRequest);

describe('many transactions at once', () => {
  it('sends the selection and what to set, and answers how many changed', async () => {
    request.mockResolvedValue({ updated: 37000 });
    const body = {
      selection: { filter: { start_date: '2025-06-01', end_date: '2026-11-26', search: 'starbucks' } },
      set: { excluded: true },
    };
    await expect(bulkEdit(body)).resolves.toEqual({ updated: 37000 });
    expect(request).toHaveBeenCalledWith('/transactions/bulk', { method: 'POST', body, signal: undefined });
  });
});
