// One of the person's rules in the Rules section: what it does in words, how many transactions it matches, its
// place in the order (move up, move down), on or off, and the buttons that open its dialogs (the section owns them,
// so that they outlive a rule they delete).
import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@finance/shared';
import type { Rule } from '@finance/shared/contracts';
import { queryClient, useFinancialStore } from '@finance/shared/data';
import { appliedRuleMatches } from '../../transactions/api/apply-rule';
import { Check } from '../../transactions/components/form-parts';
import { ruleMatchesQueryKey } from '../api/rule-matches';
import { RULE_TEXTS } from './rule-texts';
import { Buttons, Count, Item } from './settings-parts';

export type RuleDialogKind = 'edit' | 'run' | 'delete';
export type MoveDirection = 'up' | 'down';

interface RuleItemProps {
  rule: Rule;
  /** `ruleText`: the rule in words. */
  text: string;
  /** Its place in the order, from 1, and how many rules there are. */
  place: number;
  of: number;
  onMove: (rule: Rule, direction: MoveDirection) => void;
  onToggle: (rule: Rule, enabled: boolean) => void;
  onOpen: (rule: Rule, kind: RuleDialogKind) => void;
  /** The move buttons, for the section to keep the focus on the one of a moved rule. */
  moveRef: (direction: MoveDirection) => Ref<HTMLButtonElement>;
}

/** How many transactions the rule matches now, at its place in the order (what running it would change). */
export function useRuleMatches(ruleId: string | null): number | undefined {
  const ownerId = useFinancialStore((state) => state.ownerId) ?? '';
  const { data } = useQuery(
    {
      queryKey: ruleMatchesQueryKey(ownerId, ruleId ?? ''),
      queryFn: ({ signal }) => appliedRuleMatches(ruleId!, { signal }),
      enabled: ownerId !== '' && ruleId !== null,
    },
    queryClient,
  );
  return data;
}

export function RuleItem({ rule, text, place, of, onMove, onToggle, onOpen, moveRef }: RuleItemProps) {
  const textId = useId();
  const matches = useRuleMatches(rule.rule_id);
  return (
    <Item>
      <Words $off={!rule.enabled}>
        <strong id={textId}>{text}</strong>
        <Count>{rule.enabled ? RULE_TEXTS.matches(matches) : RULE_TEXTS.off}</Count>
      </Words>
      <Buttons>
        <Switch>
          <input
            type="checkbox"
            role="switch"
            checked={rule.enabled}
            aria-label={RULE_TEXTS.on(place)}
            aria-describedby={textId}
            onChange={(event) => onToggle(rule, event.target.checked)}
          />
          <span aria-hidden="true">On</span>
        </Switch>
        <Button
          ref={moveRef('up')}
          $variant="secondary"
          disabled={place === 1}
          aria-label={RULE_TEXTS.moveUp(place)}
          onClick={() => onMove(rule, 'up')}
        >
          ↑
        </Button>
        <Button
          ref={moveRef('down')}
          $variant="secondary"
          disabled={place === of}
          aria-label={RULE_TEXTS.moveDown(place)}
          onClick={() => onMove(rule, 'down')}
        >
          ↓
        </Button>
        <Button $variant="secondary" aria-label={RULE_TEXTS.edit(place)} onClick={() => onOpen(rule, 'edit')}>
          Edit
        </Button>
        {rule.enabled && (
          <Button $variant="secondary" aria-label={RULE_TEXTS.run(place)} onClick={() => onOpen(rule, 'run')}>
            Run on past transactions
          </Button>
        )}
        <Button $variant="secondary" aria-label={RULE_TEXTS.delete(place)} onClick={() => onOpen(rule, 'delete')}>
          Delete
        </Button>
      </Buttons>
    </Item>
  );
}

const Words = styled.div<{ $off: boolean }>`
  display: grid;
  flex: 1 1 16rem;
  overflow-wrap: anywhere;
  strong {
    font-weight: 600;
    color: ${({ theme, $off }) => ($off ? theme.colors.muted : theme.colors.text)};
  }
`;

/** The on/off checkbox with its word, not taking the row's margin below. */
const Switch = styled(Check)`
  align-items: center;
  margin: 0 ${({ theme }) => theme.space.xs} 0 0;
`;
