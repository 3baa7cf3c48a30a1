import styled from 'styled-components';

const Box = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.large};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A child route of a feature page that is not built yet; rendered in its parent page's outlet. */
export function SubPagePlaceholder({ heading, text }: { heading: string; text: string }) {
  return (
    <Box aria-label={heading}>
      <Heading>{heading}</Heading>
      <Text>{text}</Text>
    </Box>
  );
}
