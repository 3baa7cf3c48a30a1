// Amount Range: a minimum and a maximum as number inputs and as the two thumbs of one slider (step 1), over the
// loaded amounts (signed: money in is negative). A box that does not hold a number stands for the data's own minimum
// or maximum. Changes apply at once.
import { useId } from 'react';
import { touchHeight } from '@finance/shared';
import styled from 'styled-components';
import { fieldBox } from './field-style';
import { useDraftText } from '../hooks/use-draft-text';

export interface AmountRangeProps {
  /** The bounds in force; null means the data's own. */
  min: number | null;
  max: number | null;
  dataMin: number;
  dataMax: number;
  onChange: (range: { min: number | null; max: number | null }) => void;
}

function parseAmount(text: string): number | null {
  if (text.trim() === '') return null;
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : null;
}

function AmountInput({
  label,
  text,
  onType,
}: {
  label: string;
  text: string;
  onType: (text: string, amount: number | null) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        step={1}
        value={text}
        onChange={(event) => onType(event.target.value, parseAmount(event.target.value))}
      />
    </div>
  );
}

export function AmountRange({ min, max, dataMin, dataMax, onChange }: AmountRangeProps) {
  const legendId = useId();
  const hintId = useId();
  const [minText, setMinDraft] = useDraftText(min, (bound) => String(bound ?? dataMin));
  const [maxText, setMaxDraft] = useDraftText(max, (bound) => String(bound ?? dataMax));

  const low = min ?? dataMin;
  const high = max ?? dataMax;

  return (
    <Group role="group" aria-labelledby={legendId} aria-describedby={hintId}>
      <Legend id={legendId}>Amount Range</Legend>
      <Hint id={hintId}>Money in is negative.</Hint>
      <Inputs>
        <AmountInput
          label="Minimum amount"
          text={minText}
          onType={(text, amount) => {
            setMinDraft(text, amount);
            onChange({ min: amount, max });
          }}
        />
        <AmountInput
          label="Maximum amount"
          text={maxText}
          onType={(text, amount) => {
            setMaxDraft(text, amount);
            onChange({ min, max: amount });
          }}
        />
      </Inputs>
      <Slider>
        <input
          type="range"
          aria-label="Minimum amount slider"
          min={dataMin}
          max={dataMax}
          step={1}
          value={Math.min(Math.max(low, dataMin), dataMax)}
          onChange={(event) => onChange({ min: Math.min(Number(event.target.value), high), max })}
        />
        <input
          type="range"
          aria-label="Maximum amount slider"
          min={dataMin}
          max={dataMax}
          step={1}
          value={Math.min(Math.max(high, dataMin), dataMax)}
          onChange={(event) => onChange({ min, max: Math.max(Number(event.target.value), low) })}
        />
      </Slider>
    </Group>
  );
}

const Group = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Legend = styled.div`
  font-weight: 600;
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.muted};
`;

const Inputs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};

  > div {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
  }

  input {
    ${fieldBox}
  }
`;

/** Two range inputs on one track: the track ignores the pointer, each thumb takes it. */
const Slider = styled.div`
  position: relative;
  height: 2rem;
  ${touchHeight}
  margin-top: ${({ theme }) => theme.space.sm};

  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: 50%;
    height: 4px;
    transform: translateY(-50%);
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.border};
  }

  input {
    position: absolute;
    inset: 0;
    width: 100%;
    margin: 0;
    background: transparent;
    pointer-events: none;
    appearance: none;
  }

  input::-webkit-slider-runnable-track {
    height: 2rem;
    background: transparent;
  }

  input::-webkit-slider-thumb {
    appearance: none;
    pointer-events: auto;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.375rem;
    border: 2px solid ${({ theme }) => theme.colors.surface};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }

  input::-moz-range-thumb {
    pointer-events: auto;
    width: 1.25rem;
    height: 1.25rem;
    border: 2px solid ${({ theme }) => theme.colors.surface};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }

  input:focus-visible {
    outline: none;
  }

  input:focus-visible::-webkit-slider-thumb {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
