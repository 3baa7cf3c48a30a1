import { apiRequest } from '@finance/shared';
import { createRule } from './create-rule';
import { deleteRule } from './delete-rule';
import { getRules } from './get-rules';
import { ruleMatches } from './rule-matches';
import { updateRule } from './update-rule';

jest.mock('@finance/shared', () => ({ ...jest.requireActual('@finance/shared'), apiRequest: jest.fn() }));
const request = jest.mocked(apiRequest);

const rule = {
  rule_id: 'rule_1',
  match_field: 'merchant' as const,
  match_value: 'Starbucks',
  category: 'cat_treats',
  display_name: null,
  created_at: '2026-11-26T10:00:00.000Z',
};
const body = { match_field: 'merchant' as const, match_value: 'Starbucks', category: 'cat_treats' };

describe('rules', () => {
  beforeEach(() => request.mockReset());

  it('lists the rules, oldest first', async () => {
    request.mockResolvedValue({ rules: [rule] });
    await expect(getRules()).resolves.toEqual([rule]);
    expect(request).toHaveBeenCalledWith('/rules', { signal: undefined });
  });

  it('creates, changes and deletes one, answering how many transactions it changed', async () => {
    request.mockResolvedValueOnce({ rule, applied: 12 });
    await expect(createRule(body)).resolves.toEqual({ rule, applied: 12 });
    request.mockResolvedValueOnce({ rule: { ...rule, display_name: 'Coffee' }, applied: 12 });
    await expect(updateRule('rule_1', { ...body, display_name: 'Coffee' })).resolves.toMatchObject({ applied: 12 });
    request.mockResolvedValueOnce(undefined);
    await expect(deleteRule('rule/1')).resolves.toBeUndefined();
    expect(request.mock.calls).toEqual([
      ['/rules', { method: 'POST', body, signal: undefined }],
      ['/rules/rule_1', { method: 'PATCH', body: { ...body, display_name: 'Coffee' }, signal: undefined }],
      ['/rules/rule%2F1', { method: 'DELETE', signal: undefined }],
    ]);
  });

  it('asks how many existing transactions a rule would change, before it is made', async () => {
    request.mockResolvedValue({ matches: 12 });
    const controller = new AbortController();
    const query = { match_field: 'merchant' as const, match_value: "Trader Joe's" };
    await expect(ruleMatches(query, { signal: controller.signal })).resolves.toBe(12);
    expect(request).toHaveBeenCalledWith('/rules/matches', { query, signal: controller.signal });
  });
});
