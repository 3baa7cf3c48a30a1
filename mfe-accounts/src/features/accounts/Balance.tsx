import styled from 'styled-components';
import type { BalanceTone } from '@finance/shared/data';

/** An amount in the product's green or red. */
export const Balance = styled.span<{ $tone: BalanceTone }>`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'positive' ? theme.colors.positive : theme.colors.negative)};
`;

/** A current balance on the accounts page: green when >= 0, red below zero (a missing one shows as held). */
export function currentBalanceTone(amount: number | null): BalanceTone {
  return (amount ?? 0) >= 0 ? 'positive' : 'negative';
}
