import styled from 'styled-components';

/** Why something failed or was refused, in the danger colour (given role="alert" where it is news). */
export const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** A quiet line that explains the figures around it. */
export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

/**
 * What the page says of the last change (role="status"): out of the flow while it says nothing, yet in the
 * accessibility tree, so that what it says next is heard.
 */
export const Said = styled.p`
  margin: 0;

  &:empty {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;
