import { apiRequest, type RequestSignal } from '@finance/shared';
import { pathSegment } from './path-segment';

/** Unpairs a transfer (both halves); automatic pairing leaves them alone afterwards. */
export async function unpairTransfer(transactionId: string, { signal }: RequestSignal = {}): Promise<void> {
  await apiRequest<void>(`/transfers/${pathSegment(transactionId)}`, { method: 'DELETE', signal });
}
