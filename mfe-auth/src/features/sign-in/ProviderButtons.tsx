import styled from 'styled-components';
import { Button } from '@finance/shared';
import { FullWidth } from '../../components/AuthCard';

const ComingSoon = styled.span`
  font-weight: 400;
  white-space: nowrap;
`;

/** Google is the only enabled provider; the others are shown, disabled, as coming soon. */
export function ProviderButtons({ onGoogle, busy }: { onGoogle: () => void; busy: boolean }) {
  return (
    <FullWidth>
      <Button onClick={onGoogle} disabled={busy}>
        Continue with Google
      </Button>
      <Button $variant="secondary" disabled>
        <span>
          Continue with Microsoft <ComingSoon>(Coming soon)</ComingSoon>
        </span>
      </Button>
      <Button $variant="secondary" disabled>
        <span>
          Continue with Apple <ComingSoon>(Coming soon)</ComingSoon>
        </span>
      </Button>
    </FullWidth>
  );
}
