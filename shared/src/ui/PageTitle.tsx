import styled from 'styled-components';

/** The one h1 of a page. */
export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.title};
  line-height: 1.2;
`;
