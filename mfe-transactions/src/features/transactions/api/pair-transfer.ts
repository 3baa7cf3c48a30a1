import { apiRequest, type RequestSignal } from '@finance/shared';

/** Pairs two of the person's transactions as a transfer by hand (opposite signs, different accounts). */
export async function pairTransfer(
  transactionIds: [string, string],
  { signal }: RequestSignal = {},
): Promise<[string, string]> {
  const response = await apiRequest<{ transaction_ids: [string, string] }>('/transfers', {
    method: 'POST',
    body: { transaction_ids: transactionIds },
    signal,
  });
  return response.transaction_ids;
}
