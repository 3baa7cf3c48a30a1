import { css } from 'styled-components';

/** At least a thumb's height on a narrow or touch screen (theme.touchTarget): for controls that stretch sideways. */
export const touchHeight = css`
  @media ${({ theme }) => theme.media.touch} {
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

/** At least a thumb's size both ways on a narrow or touch screen: for icon buttons and handles. */
export const touchSize = css`
  @media ${({ theme }) => theme.media.touch} {
    min-width: ${({ theme }) => theme.touchTarget};
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;
