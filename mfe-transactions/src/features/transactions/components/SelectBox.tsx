// A row's tick box, its whole cell the target (44 px on a touch screen); Shift held ticks a range.
import styled from 'styled-components';
import { touchSize } from '@finance/shared';

export interface SelectBoxProps {
  label: string;
  checked: boolean;
  onToggle: (range: boolean) => void;
}

export function SelectBox({ label, checked, onToggle }: SelectBoxProps) {
  return (
    <Target>
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        // A checkbox's change comes from its click, which says whether Shift was held.
        onChange={(event) => onToggle((event.nativeEvent as MouseEvent).shiftKey === true)}
      />
    </Target>
  );
}

const Target = styled.label`
  display: flex;
  align-items: center;
  justify-content: center;
  min-width: 2.25rem;
  min-height: 2.25rem;
  cursor: pointer;
  ${touchSize}

  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    cursor: pointer;
  }
`;
