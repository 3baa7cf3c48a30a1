// The payee filter a summary's figure opens the screen with (?payee=): no list of the Filters panel offers it, so it
// shows above the totals as a chip, telling the person why the list is narrowed, with a button that removes it.
import styled from 'styled-components';
import { TRANSACTION_TEXTS } from '../model/transaction-texts';
import { ChipRemove, chipStyle } from './filter-chip';

export function PayeeFilterChip({ payee, onRemove }: { payee: string; onRemove: () => void }) {
  if (payee === '') return null;
  const text = TRANSACTION_TEXTS.payeeFilter(payee);
  return (
    <Chip data-testid="payee-filter">
      <span>{text}</span>
      <ChipRemove aria-label={TRANSACTION_TEXTS.removeFilter(text)} onClick={onRemove}>
        ×
      </ChipRemove>
    </Chip>
  );
}

const Chip = styled.p`
  ${chipStyle}
  margin: 0 0 ${({ theme }) => theme.space.md};
`;
