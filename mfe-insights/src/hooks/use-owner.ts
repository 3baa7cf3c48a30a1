import { useFinancialStore } from '@finance/shared/data';

/** The signed-in person's id; '' (and every query off) while nobody is. */
export function useOwner(): { ownerId: string; enabled: boolean } {
  const ownerId = useFinancialStore((state) => state.ownerId);
  return { ownerId: ownerId ?? '', enabled: ownerId !== null };
}
