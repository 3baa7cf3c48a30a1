// A filter shown as a chip (the payee a summary opened the screen with, a filter read from plain words): its text,
// wrapping inside it rather than widening a phone's page, and a round button that removes it.
import styled, { css } from 'styled-components';
import { CloseButton } from '@finance/shared/dialog';

export const chipStyle = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  padding-left: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surface};

  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export const ChipRemove = styled(CloseButton)`
  flex: none;
  font-size: 1.25rem;
  border-radius: ${({ theme }) => theme.radius.round};
`;
