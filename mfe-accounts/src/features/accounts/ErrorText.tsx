import styled from 'styled-components';

/** A failure, said in red. */
export const ErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.negative};
  font-weight: 600;
`;
