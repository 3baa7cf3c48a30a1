import { correctionsKey } from '@finance/shared/data';

/**
 * The key of how many transactions one of a person's rules matches now (at its place in the order): under the
 * corrections prefix, so that any correction reads it again.
 */
export const ruleMatchesQueryKey = (userId: string, ruleId: string) => correctionsKey(userId, 'rule-matches', ruleId);
