// A split transaction in the details panel: how it is split, the bank's change that put it up for review, its parts
// in the split editor (Save split gives it new parts) and Unsplit, which makes it whole again.
import styled from 'styled-components';
import { Button } from '@finance/shared';
import { moneyOfCents, partsCents, wholeCents } from '../model/split-draft';
import { SPLIT_TEXTS } from '../model/split-texts';
import { ErrorText } from './form-parts';
import { SplitEditor, type SplitEditorProps } from './SplitEditor';

/** The split editor's, for the whole (marked split or review) and its parts, with Unsplit. */
export interface SplitDetailsProps extends Omit<SplitEditorProps, 'autoFocus'> {
  /** While the panel's own change (Unsplit) is under way. */
  busy: boolean;
  onUnsplit: () => void;
}

export function SplitDetails({ whole, parts, busy, onUnsplit, ...editor }: SplitDetailsProps) {
  const shown = moneyOfCents(wholeCents(whole), whole);
  return (
    <>
      <Summary>{SPLIT_TEXTS.summary(parts.length, shown)}</Summary>
      {whole.split === 'review' && (
        <ErrorText role="alert">{SPLIT_TEXTS.review(shown, moneyOfCents(partsCents(whole, parts), whole))}</ErrorText>
      )}
      {/* New parts (a split saved again, or changed on another device) start the editor again from them. */}
      <SplitEditor
        key={parts.map((part) => part.transaction_id).join(' ')}
        whole={whole}
        parts={parts}
        autoFocus={false}
        {...editor}
      />
      <Unsplit $variant="secondary" disabled={busy} onClick={onUnsplit}>
        {SPLIT_TEXTS.unsplit}
      </Unsplit>
    </>
  );
}

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-weight: 600;
`;

const Unsplit = styled(Button)`
  margin-top: ${({ theme }) => theme.space.md};
`;
