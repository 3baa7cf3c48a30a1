import { css } from 'styled-components';
import { touchHeight } from '@finance/shared';

/** The look of the screen's text inputs and selects. */
export const fieldBox = css`
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  font: inherit;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  ${touchHeight}
`;
