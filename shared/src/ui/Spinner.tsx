import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Centre = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 12rem;
  width: 100%;
`;

const Ring = styled.span`
  display: inline-block;
  width: 2.5rem;
  height: 2.5rem;
  border: 4px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/** A centred spinner; its label is read by screen readers. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Centre role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </Centre>
  );
}
