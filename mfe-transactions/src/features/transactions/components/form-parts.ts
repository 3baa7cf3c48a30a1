// The parts of the panels' forms: a labelled field, a checkbox with its text, an error, the buttons' row.
import styled from 'styled-components';
import { fieldBox } from './field-style';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};

  label {
    font-weight: 600;
  }

  input,
  select,
  textarea {
    ${fieldBox}
  }

  textarea {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  }
`;

export const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  cursor: pointer;

  /* The label takes the tap: a thumb's height on a touch screen. */
  @media ${({ theme }) => theme.media.touch} {
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    flex: none;
  }
`;

export const ErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
