import { Link } from 'react-router';
import { touchHeight } from '@finance/shared';
import styled from 'styled-components';

export const PRODUCT_NAME = 'Finance Tracker';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.large};
  text-decoration: none;
  white-space: nowrap;

  ${touchHeight}
`;

/** The product's mark: a rising line in a rounded square. */
export function ProductIcon({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1d4ed8" />
      <path
        d="M9 21l5-6 4 4 5-8"
        stroke="#fff"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The logo, linking to /. */
export function Logo() {
  return (
    <Home to="/" aria-label={`${PRODUCT_NAME} home`}>
      <ProductIcon />
      <span>{PRODUCT_NAME}</span>
    </Home>
  );
}
