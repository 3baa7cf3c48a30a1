import { touchHeight } from '@finance/shared';
import styled from 'styled-components';
import type { Option } from '../model/filter-options';

export interface CheckboxListProps {
  legend: string;
  options: Option[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** A named list of checkboxes that scrolls past 10rem. */
export function CheckboxList({ legend, options, selected, onChange }: CheckboxListProps) {
  const ticked = new Set(selected);
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...selected.filter((item) => item !== value), value] : selected.filter((item) => item !== value));
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {options.length === 0 ? (
        <Empty>None</Empty>
      ) : (
        <List>
          {options.map((option) => (
            <label key={option.value}>
              <input
                type="checkbox"
                checked={ticked.has(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </List>
      )}
    </Fieldset>
  );
}

export const Fieldset = styled.fieldset`
  /* A fieldset is as wide as its content by default; inside the panel it must fit the panel instead. */
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: none;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: 600;
  }
`;

const List = styled.div`
  max-height: 10rem;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};

  label {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
    padding: 2px ${({ theme }) => theme.space.xs};
    cursor: pointer;
    ${touchHeight}
  }

  input {
    margin-top: 0.3rem;
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
