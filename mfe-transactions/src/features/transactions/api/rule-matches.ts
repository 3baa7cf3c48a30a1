import { apiRequest, type RequestSignal } from '@finance/shared';
import type { RuleMatchesQuery, RuleMatchesResponse } from '@finance/shared/contracts';

/** How many existing transactions a rule with this match would change ("Always categorize ... (12 transactions)"). */
export async function ruleMatches(query: RuleMatchesQuery, { signal }: RequestSignal = {}): Promise<number> {
  return (await apiRequest<RuleMatchesResponse>('/rules/matches', { query, signal })).matches;
}
