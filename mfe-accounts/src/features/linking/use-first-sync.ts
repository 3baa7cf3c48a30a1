import { useCallback, useEffect, useRef, useState } from 'react';
import { type ExchangeResponse } from '@finance/shared';
import { financialStore } from '@finance/shared/data';
import { waitForFirstSync } from './first-sync';

export type FirstSyncState = { status: 'idle' } | { status: 'running' | 'done' | 'slow'; institutionName: string };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Follows the first sync the server starts after a link (or a repair): running until the institution's accounts carry
 * a last sync, then its transactions are loaded into the store, so they arrive without a reload.
 */
export function useFirstSync(): { state: FirstSyncState; watch: (exchange: ExchangeResponse) => void } {
  const [state, setState] = useState<FirstSyncState>({ status: 'idle' });
  const generation = useRef(0);
  useEffect(() => () => void (generation.current += 1), []);

  const watch = useCallback((exchange: ExchangeResponse) => {
    const thisGeneration = ++generation.current;
    const institutionName = exchange.institution_name;
    const cancelled = () => generation.current !== thisGeneration;
    setState({ status: 'running', institutionName });
    void waitForFirstSync({
      institutionId: exchange.institution_id,
      fetchAccounts: async () => {
        await financialStore.getState().fetchAccounts();
        return financialStore.getState().accounts;
      },
      sleep,
      cancelled,
    }).then(async (outcome) => {
      if (outcome === 'cancelled') return;
      if (outcome === 'done') await financialStore.getState().fetchTransactions();
      if (!cancelled()) setState({ status: outcome, institutionName });
    });
  }, []);

  return { state, watch };
}
