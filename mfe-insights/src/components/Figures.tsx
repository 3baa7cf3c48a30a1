// A few large figures side by side, each with its name and how it compares (the Dashboard's month so far, Trends'
// period against the one before).
import styled from 'styled-components';

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  div {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space.xs};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

export const Amount = styled.span`
  font-size: ${({ theme }) => theme.font.size.title};
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;

export const Compared = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
