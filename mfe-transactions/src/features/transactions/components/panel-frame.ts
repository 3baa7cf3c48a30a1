// The frame of a panel beside the table (Filters, a transaction's details): a bordered box on the right, a sheet over
// the whole screen on a phone.
import styled from 'styled-components';

export const PanelFrame = styled.aside`
  position: relative;
  flex: none;
  align-self: flex-start;
  /* Narrower on a small desktop, so that the table beside it keeps room for the amount and the category. */
  width: clamp(18rem, 35vw, 25rem);
  max-width: 100%;
  padding: ${({ theme }) => theme.space.md};
  padding-left: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  @media ${({ theme }) => theme.media.narrow} {
    position: fixed;
    inset: 0;
    width: auto;
    /* A positioned box follows align-self too: flex-start would shrink the sheet to its content's height. */
    align-self: stretch;
    z-index: 30;
    overflow-y: auto;
    padding: ${({ theme }) => theme.space.md};
    border: none;
    border-radius: 0;
  }
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.large};
    overflow-wrap: anywhere;
  }
`;
