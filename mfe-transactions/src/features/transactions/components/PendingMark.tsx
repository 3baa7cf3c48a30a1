import styled from 'styled-components';

/** The small outlined "Pending" after a description, in the table and in the narrow screen's list alike. */
export const PendingMark = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: 0.75rem;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;
