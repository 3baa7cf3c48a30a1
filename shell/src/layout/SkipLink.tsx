import styled from 'styled-components';

const Link = styled.a`
  position: absolute;
  left: -9999px;
  top: ${({ theme }) => theme.space.sm};
  z-index: 100;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};

  &:focus { left: ${({ theme }) => theme.space.sm}; }
`;

/** Lets keyboard users jump past the top bar. */
export function SkipLink() {
  return <Link href="#main">Skip to content</Link>;
}
