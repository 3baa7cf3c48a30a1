import styled from 'styled-components';
import { touchHeight } from '@finance/shared';

/** A list of categories on the Budgets page, one a line with a rule above it; its links a thumb's height on a phone. */
export const BudgetList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2rem;
    color: inherit;
    ${touchHeight}
  }
`;
