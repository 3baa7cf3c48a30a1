// How many existing transactions a rule for the merchant would change, counted while the rule is offered. The count
// is kept for its merchant: offered again, the rule shows it while it is counted anew.
import { useEffect, useState } from 'react';

export function useRuleMatchCount(
  merchant: string | null | undefined,
  offered: boolean,
  countRuleMatches: (merchant: string) => Promise<number>,
): number | null {
  const [counted, setCounted] = useState<{ merchant: string; count: number } | null>(null);
  useEffect(() => {
    if (!offered || !merchant) return;
    let current = true;
    countRuleMatches(merchant).then(
      (count) => current && setCounted({ merchant, count }),
      () => undefined, // the offer stays, without its count
    );
    return () => {
      current = false;
    };
  }, [offered, merchant, countRuleMatches]);
  return counted && counted.merchant === merchant ? counted.count : null;
}
