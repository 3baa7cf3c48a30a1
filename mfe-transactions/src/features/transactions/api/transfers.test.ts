import { apiRequest, ApiError } from '@finance/shared';
import { pairTransfer } from './pair-transfer';
import { unpairTransfer } from './unpair-transfer';

jest.mock('@finance/shared', () => ({ ...jest.requireActual('@finance/shared'), apiRequest: jest.fn() }));
const request = jest.mocked(apiRequest);

describe('transfers', () => {
  beforeEach(() => request.mockReset());

  it('pairs two transactions by hand and unpairs them', async () => {
    request.mockResolvedValueOnce({ transaction_ids: ['tx-out', 'tx-in'] });
    await expect(pairTransfer(['tx-out', 'tx-in'])).resolves.toEqual(['tx-out', 'tx-in']);
    request.mockResolvedValueOnce(undefined);
    await expect(unpairTransfer('tx-in')).resolves.toBeUndefined();
    expect(request.mock.calls).toEqual([
      ['/transfers', { method: 'POST', body: { transaction_ids: ['tx-out', 'tx-in'] }, signal: undefined }],
      ['/transfers/tx-in', { method: 'DELETE', signal: undefined }],
    ]);
  });

  it('rejects a pair the server refuses with its message', async () => {
    const message = 'A transfer pairs money out of one account and money into another';
    request.mockRejectedValue(new ApiError(400, 'Bad Request', { error: 'Bad Request', message }));
    await expect(pairTransfer(['tx-1', 'tx-2'])).rejects.toThrow(message);
  });
});
