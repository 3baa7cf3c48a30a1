import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, touchHeight } from '@finance/shared';
import { customRangeProblem, RANGE_PRESETS, rangeText, writeRange, type TrendsRange } from '../model/trends-range';

const Bar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Presets = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: 2.25rem;
    padding: 0 ${({ theme }) => theme.space.md};
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.round};
    text-decoration: none;
    cursor: pointer;
    ${touchHeight}
  }
  [aria-current='true'],
  [aria-expanded='true'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.activeTabBackground};
    border-color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Dates = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};

  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  input {
    min-height: 2.5rem;
    padding: 0 ${({ theme }) => theme.space.sm};
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};

    @media ${({ theme }) => theme.media.touch} {
      min-height: ${({ theme }) => theme.touchTarget};
      font-size: 16px;
    }
  }
`;

const Problem = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Dates typed in: checked before the address changes, with what is wrong said beside them. */
function CustomRangeForm({ id, range }: { id: string; range: TrendsRange }) {
  const navigate = useNavigate();
  const [from, setFrom] = useState(range.current.startDate);
  const [to, setTo] = useState(range.current.endDate);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const invalid = { 'aria-invalid': problem !== null, 'aria-describedby': problem ? problemId : undefined };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = customRangeProblem(from, to);
    setProblem(found);
    if (found === null) void navigate({ search: writeRange({ from, to }).toString() });
  }

  return (
    <Form id={id} onSubmit={submit} noValidate aria-label="Custom dates">
      <label>
        From
        <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} {...invalid} />
      </label>
      <label>
        To
        <input type="date" value={to} onChange={(event) => setTo(event.target.value)} {...invalid} />
      </label>
      <Button type="submit" $variant="secondary">
        Show
      </Button>
      {problem && (
        <Problem id={problemId} role="alert">
          {problem}
        </Problem>
      )}
    </Form>
  );
}

/**
 * The range Trends shows: a preset (each a link, so that a range is bookmarked and Back returns to the last one) or
 * dates typed in; and the dates both periods cover.
 */
export function RangePicker({ range }: { range: TrendsRange }) {
  const [editing, setEditing] = useState(range.preset === 'custom');
  const formId = useId();
  return (
    <Bar>
      <nav aria-label="Range">
        <Presets>
          {RANGE_PRESETS.map((preset) => (
            <li key={preset.id}>
              <Link
                to={{ search: writeRange({ preset: preset.id }).toString() }}
                aria-current={range.preset === preset.id ? 'true' : undefined}
                onClick={() => setEditing(false)}
              >
                {preset.label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              aria-expanded={editing}
              aria-controls={editing ? formId : undefined}
              onClick={() => setEditing((open) => !open)}
            >
              Custom dates
            </button>
          </li>
        </Presets>
      </nav>
      {editing && (
        <CustomRangeForm key={`${range.current.startDate}/${range.current.endDate}`} id={formId} range={range} />
      )}
      <Dates>
        {rangeText(range.current)}, compared with {rangeText(range.previous)}
      </Dates>
    </Bar>
  );
}
