// "Ask in plain words" (issue 35, point 5): a question read here into the screen's own filters, shown as chips the
// person can remove before anything runs, and what could not be read said. The reader (with chrono-node) loads when a
// question is first asked, not with the screen.
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, touchHeight, type FilterState } from '@finance/shared';
import { categoryName, formatDate, formatMoney, toCalendarDate, type CategoryNames } from '@finance/shared/data';
import type { NamedCategory, PlainWordsChip, PlainWordsReading } from '../model/plain-words';
import { PLAIN_WORDS_MAX } from '../model/plain-words-limits';
import { ChipRemove, chipStyle } from './filter-chip';

/** The filters a question sets: every other filter is cleared, as for a new question. */
export type AskedFilters = Pick<
  FilterState,
  'searchTerm' | 'startDate' | 'endDate' | 'minAmount' | 'maxAmount' | 'categories'
>;

/** What a chip says: "Search: coffee", "Dec 1, 2025 – Dec 31, 2025", "At least $5.01", "Category: Travel". */
export function chipText(chip: PlainWordsChip, names: CategoryNames): string {
  switch (chip.kind) {
    case 'search':
      return `Search: ${chip.text}`;
    case 'min':
      return `At least ${formatMoney(chip.amount)}`;
    case 'max':
      return `At most ${formatMoney(chip.amount)}`;
    case 'category':
      return `Category: ${categoryName(chip.category, names)}`;
    case 'dates':
      if (chip.from && chip.to) return `${formatDate(chip.from)} – ${formatDate(chip.to)}`;
      return chip.from ? `Since ${formatDate(chip.from)}` : `Until ${formatDate(chip.to)}`;
  }
}

/** The chips as the screen's filters. */
export function askedFilters(chips: readonly PlainWordsChip[]): AskedFilters {
  const filters: AskedFilters = {
    searchTerm: '',
    startDate: '',
    endDate: '',
    minAmount: null,
    maxAmount: null,
    categories: [],
  };
  for (const chip of chips) {
    if (chip.kind === 'search') filters.searchTerm = chip.text;
    if (chip.kind === 'dates') Object.assign(filters, { startDate: chip.from, endDate: chip.to });
    if (chip.kind === 'min') filters.minAmount = chip.amount;
    if (chip.kind === 'max') filters.maxAmount = chip.amount;
    if (chip.kind === 'category') filters.categories.push(chip.category);
  }
  return filters;
}

interface PlainWordsBoxProps {
  categories: readonly { category_id: string }[];
  names: CategoryNames;
  onApply: (filters: AskedFilters) => void;
}

export function PlainWordsBox({ categories, names, onApply }: PlainWordsBoxProps) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [reading, setReading] = useState<PlainWordsReading | null>(null);
  const [failed, setFailed] = useState(false);

  const read = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return setReading(null);
    try {
      const { readPlainWords } = await import('../model/plain-words');
      const named: NamedCategory[] = categories.map((c) => ({
        key: c.category_id,
        name: categoryName(c.category_id, names),
      }));
      setFailed(false);
      setReading(readPlainWords(text, toCalendarDate(new Date()), named));
    } catch {
      setFailed(true);
    }
  };
  const remove = (chip: PlainWordsChip) =>
    setReading((current) => current && { ...current, chips: current.chips.filter((c) => c !== chip) });
  const apply = () => {
    if (!reading) return;
    onApply(askedFilters(reading.chips));
    setReading(null);
  };

  return (
    <Box>
      <Ask role="search" aria-label="Ask in plain words" onSubmit={(event) => void read(event)}>
        <label htmlFor={inputId}>Ask in plain words</label>
        <input
          id={inputId}
          value={text}
          maxLength={PLAIN_WORDS_MAX}
          placeholder='e.g. "coffee last month over $5"'
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" $variant="secondary">
          Read
        </Button>
      </Ask>
      {failed && <Said role="alert">The words could not be read just now. Try again.</Said>}
      {reading && (
        <Reading aria-label="What your words say">
          {reading.chips.length > 0 ? (
            <Chips aria-label="Filters read from your words">
              {reading.chips.map((chip) => {
                const label = chipText(chip, names);
                return (
                  <li key={`${chip.kind}:${label}`}>
                    <span>{label}</span>
                    <ChipRemove aria-label={`Remove ${label}`} onClick={() => remove(chip)}>
                      ×
                    </ChipRemove>
                  </li>
                );
              })}
            </Chips>
          ) : (
            <Said>No filter in these words.</Said>
          )}
          {reading.unread.length > 0 && (
            <Said role="alert">
              Not read: {reading.unread.map((phrase) => `“${phrase}”`).join(', ')}. Change the words, or use Filters.
            </Said>
          )}
          <Actions>
            <Button onClick={apply} disabled={reading.chips.length === 0}>
              Show these transactions
            </Button>
            <Button $variant="secondary" onClick={() => setReading(null)}>
              Cancel
            </Button>
          </Actions>
        </Reading>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Ask = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  label {
    font-weight: 600;
  }
  input {
    flex: 1 1 16rem;
    min-width: 0;
    min-height: 2.5rem;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    font: inherit;
    font-size: 1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    ${touchHeight}
  }
`;

const Reading = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    ${chipStyle}
  }
`;

const Said = styled.p`
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
