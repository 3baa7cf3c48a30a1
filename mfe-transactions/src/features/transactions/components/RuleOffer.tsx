// The offer beside a new category: a rule for the transaction's merchant ("Always categorize Starbucks as Coffee"), or,
// with no merchant, for its description ("Always categorize transactions whose description contains "ATM FEE" as Bank
// Fees"), whose way of matching and text the person chooses, the text starting as the description. With how many
// existing transactions the rule would change once counted.
import { useId, type Ref } from 'react';
import styled from 'styled-components';
import type { RuleMatchesQuery } from '@finance/shared/contracts';
import { RULE_TEXT_MAX } from '@finance/shared/data';
import { categoryName, type CategoryNames } from '../model/cell-format';
import { CORRECTION_TEXTS } from '../model/correction-texts';
import { Check } from './form-parts';
import { fieldBox } from './field-style';

export type RuleMatchOp = RuleDraft['match_op'];

/** The ways of matching a description, as the offer lists them (the contracts' schemas stay out of the app). */
export const RULE_OPS: readonly RuleMatchOp[] = ['contains', 'is'];

/** The rule's match as the person is writing it (its text as typed). */
export type RuleDraft = Required<RuleMatchesQuery>;

export interface RuleOfferProps {
  draft: RuleDraft;
  onDraftChange: (draft: RuleDraft) => void;
  category: string;
  names: CategoryNames;
  /** Null while they are counted (or when they could not be). */
  matches: number | null;
  /** Why the text cannot make a rule yet (shown instead of the count); null when it can. */
  problem: string | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
  textRef?: Ref<HTMLInputElement>;
}

export function RuleOffer(props: RuleOfferProps) {
  const { draft, onDraftChange, category, names, matches, problem, checked, onChange, textRef } = props;
  const id = useId();
  const categoryText = categoryName(category, names);
  const sentence =
    draft.match_field === 'merchant'
      ? CORRECTION_TEXTS.alwaysCategorize(draft.match_value, categoryText)
      : CORRECTION_TEXTS.alwaysCategorizeDescription(draft.match_op, draft.match_value.trim(), categoryText);
  const note = problem ?? (matches === null ? CORRECTION_TEXTS.countingMatches : CORRECTION_TEXTS.ruleMatches(matches));
  return (
    <Offer>
      <Check>
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        <span>
          {sentence}
          <Muted id={`${id}-note`} aria-live="polite">
            {' '}
            {problem ? `(${note})` : note}
          </Muted>
        </span>
      </Check>
      {draft.match_field === 'name' && (
        <Match>
          <select
            aria-label={CORRECTION_TEXTS.ruleOpLabel}
            value={draft.match_op}
            onChange={(event) => onDraftChange({ ...draft, match_op: event.target.value as RuleMatchOp })}
          >
            {RULE_OPS.map((op) => (
              <option key={op} value={op}>
                {CORRECTION_TEXTS.ruleOps[op]}
              </option>
            ))}
          </select>
          <input
            ref={textRef}
            type="text"
            aria-label={CORRECTION_TEXTS.ruleTextLabel}
            aria-describedby={`${id}-note`}
            aria-invalid={problem !== null && checked}
            maxLength={RULE_TEXT_MAX}
            value={draft.match_value}
            onChange={(event) => onDraftChange({ ...draft, match_value: event.target.value })}
          />
        </Match>
      )}
    </Offer>
  );
}

const Offer = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};

  > label {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

/** The way of matching and the text, under the offer's words (past its checkbox), side by side even at 375 px. */
const Match = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding-left: calc(1.25rem + ${({ theme }) => theme.space.sm});

  select,
  input {
    ${fieldBox}
  }

  input {
    flex: 1;
    min-width: 0;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;
