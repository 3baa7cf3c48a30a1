import { touchSize } from './touch-target';
import styled from 'styled-components';

/** The × that closes a dialog or a panel; give it an aria-label naming what it closes. */
export const CloseButton = styled.button.attrs({ type: 'button' })`
  min-width: 2.25rem;
  min-height: 2.25rem;
  font-size: 1.5rem;
  line-height: 1;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;

  ${touchSize}

  &:hover {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
`;
