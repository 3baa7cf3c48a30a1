// The fields of the forms about accounts kept by hand: a label above its control, the problem below it.
import styled from 'styled-components';
import { touchHeight } from '@finance/shared';

export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};

  label { font-weight: 600; }
  input, select {
    min-height: 2.5rem;
    padding: ${({ theme }) => theme.space.sm};
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    ${touchHeight}
  }
  input[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.negative}; }
`;

export const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.negative};
  font-size: ${({ theme }) => theme.font.size.small};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
