// The payee filter a summary's figure opens the screen with (?payee=): no list of the Filters panel offers it, so it
// shows above the totals as a chip, telling the person why the list is narrowed, with a button that removes it.
import styled from 'styled-components';
import { CloseButton } from '@finance/shared/dialog';
import { TRANSACTION_TEXTS } from '../model/transaction-texts';

export function PayeeFilterChip({ payee, onRemove }: { payee: string; onRemove: () => void }) {
  if (payee === '') return null;
  const text = TRANSACTION_TEXTS.payeeFilter(payee);
  return (
    <Chip data-testid="payee-filter">
      <span>{text}</span>
      <Remove aria-label={TRANSACTION_TEXTS.removeFilter(text)} onClick={onRemove}>
        ×
      </Remove>
    </Chip>
  );
}

const Chip = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding-left: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surface};

  /* A long payee wraps inside the chip rather than widening a phone's page. */
  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Remove = styled(CloseButton)`
  flex: none;
  font-size: 1.25rem;
  border-radius: ${({ theme }) => theme.radius.round};
`;
