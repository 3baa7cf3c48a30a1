// The offer beside a new category for a merchant: "Always categorize Starbucks as Coffee", with how many existing
// transactions the rule would change once counted.
import styled from 'styled-components';
import { categoryName, type CategoryNames } from '../model/cell-format';
import { CORRECTION_TEXTS } from '../model/correction-texts';
import { Check } from './form-parts';

export interface RuleOfferProps {
  merchant: string;
  category: string;
  names: CategoryNames;
  /** Null while they are counted (or when they could not be). */
  matches: number | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function RuleOffer({ merchant, category, names, matches, checked, onChange }: RuleOfferProps) {
  return (
    <Check>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        {CORRECTION_TEXTS.alwaysCategorize(merchant, categoryName(category, names))}
        <Muted> {matches === null ? CORRECTION_TEXTS.countingMatches : CORRECTION_TEXTS.ruleMatches(matches)}</Muted>
      </span>
    </Check>
  );
}

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;
