import { apiRequest, ApiError } from '@finance/shared';
import { applyRule, appliedRuleMatches } from './apply-rule';
import { createRule } from './create-rule';
import { deleteRule } from './delete-rule';
import { getRules } from './get-rules';
import { reorderRules } from './reorder-rules';
import { ruleMatches } from './rule-matches';
import { updateRule } from './update-rule';

jest.mock('@finance/shared', () => ({ ...jest.requireActual('@finance/shared'), apiRequest: jest.fn() }));
const request = jest.mocked(apiRequest);

const rule = {
  rule_id: 'rule_1',
  match_field: 'merchant' as const,
  match_op: 'is' as const,
  match_value: 'Starbucks',
  category: 'cat_treats',
  display_name: null,
  excluded: false,
  enabled: true,
  position: 0,
  created_at: '2026-11-26T10:00:00.000Z',
};
const body = { match_field: 'merchant' as const, match_value: 'Starbucks', category: 'cat_treats' };

describe('rules', () => {
  beforeEach(() => request.mockReset());

  it('lists the rules in their order', async () => {
    request.mockResolvedValue({ rules: [rule] });
    await expect(getRules()).resolves.toEqual([rule]);
    expect(request).toHaveBeenCalledWith('/rules', { signal: undefined });
  });

  it('creates, changes and deletes one, answering how many transactions it changed', async () => {
    request.mockResolvedValueOnce({ rule, applied: 12 });
    await expect(createRule(body)).resolves.toEqual({ rule, applied: 12 });
    request.mockResolvedValueOnce({ rule: { ...rule, display_name: 'Coffee' }, applied: 12 });
    await expect(updateRule('rule_1', { display_name: 'Coffee' })).resolves.toMatchObject({ applied: 12 });
    request.mockResolvedValueOnce(undefined);
    await expect(deleteRule('rule/1')).resolves.toBeUndefined();
    expect(request.mock.calls).toEqual([
      ['/rules', { method: 'POST', body, signal: undefined }],
      ['/rules/rule_1', { method: 'PATCH', body: { display_name: 'Coffee' }, signal: undefined }],
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

  it('counts a description rule ("contains") before it is made', async () => {
    request.mockResolvedValue({ matches: 3 });
    const query = { match_field: 'name' as const, match_op: 'contains' as const, match_value: 'ATM FEE' };
    await expect(ruleMatches(query)).resolves.toBe(3);
    expect(request).toHaveBeenCalledWith('/rules/matches', { query, signal: undefined });
  });

  it('puts the rules in an order, answering them in it', async () => {
    const second = { ...rule, rule_id: 'rule_2', position: 0 };
    request.mockResolvedValue({ rules: [second, { ...rule, position: 1 }] });
    await expect(reorderRules(['rule_2', 'rule_1'])).resolves.toEqual([second, { ...rule, position: 1 }]);
    expect(request).toHaveBeenCalledWith('/rules/order', {
      method: 'PUT',
      body: { rule_ids: ['rule_2', 'rule_1'] },
      signal: undefined,
    });
  });

  it('counts and runs an existing rule over the past transactions', async () => {
    request.mockResolvedValueOnce({ matches: 5 });
    await expect(appliedRuleMatches('rule/1')).resolves.toBe(5);
    request.mockResolvedValueOnce({ rule, applied: 5 });
    await expect(applyRule('rule_1')).resolves.toEqual({ rule, applied: 5 });
    expect(request.mock.calls).toEqual([
      ['/rules/rule%2F1/matches', { signal: undefined }],
      ['/rules/rule_1/apply', { method: 'POST', signal: undefined }],
    ]);
  });

  it("rejects with the server's reason, for the screen to say it", async () => {
    request.mockRejectedValue(
      new ApiError(400, 'Bad Request', {
        error: 'Bad Request',
        message: 'The rule is turned off: turn it on to run it',
      }),
    );
    await expect(applyRule('rule_1')).rejects.toThrow('The rule is turned off: turn it on to run it');
    request.mockRejectedValue(
      new ApiError(400, 'Bad Request', {
        error: 'Bad Request',
        message: 'body/rule_ids must name each of your rules once',
      }),
    );
    await expect(reorderRules([])).rejects.toThrow('body/rule_ids must name each of your rules once');
  });
});
