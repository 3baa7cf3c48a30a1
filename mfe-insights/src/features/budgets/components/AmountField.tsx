import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { readAmount } from '../model/budget-month';

const Field = styled.span`
  display: inline-grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: end;
`;

const Input = styled.input`
  width: 8rem;
  min-height: 2.25rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  /* 16 px everywhere: a phone zooms into smaller text when it takes focus. */
  font: inherit;
  font-size: 1rem;
  font-variant-numeric: tabular-nums;
  text-align: right;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  @media ${({ theme }) => theme.media.touch} {
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

const Problem = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const asText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

interface AmountFieldProps {
  /** Names the field for a screen reader: "Budget for Food And Drink in November 2026". */
  label: string;
  cents: number | null;
  /** Saves a new amount; resolves false when it was not saved (the field shows the amount it had). */
  onSave: (cents: number) => Promise<boolean>;
}

/**
 * An amount edited in place: typed (a numeric keyboard on a phone), saved on Enter or on leaving the field, put back
 * on Escape. A bad amount is said beside the field and not sent; focus stays in the field through the save.
 */
export function AmountField({ label, cents, onSave }: AmountFieldProps) {
  const problemId = useId();
  // What the field holds while it differs from the amount: typed, or sent and not yet answered; null shows the amount.
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const text = draft ?? asText(cents);

  const save = async () => {
    if (draft === null) return;
    const read = readAmount(draft);
    if ('problem' in read) {
      setProblem(read.problem);
      return;
    }
    setProblem(null);
    if (read.cents === cents) return setDraft(null);
    setDraft(asText(read.cents));
    await onSave(read.cents);
    setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') void save();
    if (event.key === 'Escape') {
      setDraft(null);
      setProblem(null);
    }
  };
  return (
    <Field>
      <Input
        aria-label={label}
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        value={text}
        placeholder={cents === null ? 'Set budget' : undefined}
        aria-invalid={problem !== null}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void save()}
        onKeyDown={onKeyDown}
      />
      {problem && (
        <Problem id={problemId} role="alert">
          {problem}
        </Problem>
      )}
    </Field>
  );
}
