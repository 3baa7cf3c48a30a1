// How many existing transactions an offered rule would change, counted while it is offered: once the person stops
// typing its text (RULE_COUNT_DELAY_MS), one request per settled match, an older answer never shown for a newer match.
// The count is kept for its match: offered again, the rule shows it while it is counted anew.
import { useEffect, useState } from 'react';
import type { RuleMatchesQuery } from '@finance/shared/contracts';

/** How long the match must stay unchanged before it is counted (a request per keystroke would be one per letter). */
export const RULE_COUNT_DELAY_MS = 300;

const keyOf = (match: RuleMatchesQuery) => `${match.match_field}\n${match.match_op ?? 'is'}\n${match.match_value}`;

/**
 * The count of `match` (null: nothing to count, while it is counted, or when it could not be). The caller keeps one
 * object per match (useMemo): a new object is counted again.
 */
export function useRuleMatchCount(
  match: RuleMatchesQuery | null,
  countRuleMatches: (match: RuleMatchesQuery) => Promise<number>,
): number | null {
  const [counted, setCounted] = useState<{ key: string; count: number } | null>(null);
  useEffect(() => {
    if (!match) return;
    const key = keyOf(match);
    let current = true;
    const timer = setTimeout(() => {
      countRuleMatches(match).then(
        (count) => current && setCounted({ key, count }),
        () => undefined, // the offer stays, without its count
      );
    }, RULE_COUNT_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [match, countRuleMatches]);
  return match && counted?.key === keyOf(match) ? counted.count : null;
}
