import styled from 'styled-components';
import type { RecurringChange, RecurringStream } from '@finance/shared/contracts';
import { StreamRow } from './StreamRow';

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const More = styled.details`
  summary {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
    cursor: pointer;
    font-weight: 600;
  }
`;

interface StreamListProps {
  streams: readonly RecurringStream[];
  today: string;
  onChoose: (streamId: string, change: RecurringChange, done: string) => Promise<boolean>;
  /** What is said when none is going (null: nothing). */
  empty: string | null;
}

/** Streams still going first; those that ended and those dismissed each folded away below, to be looked at or brought back. */
export function StreamList({ streams, today, onChoose, empty }: StreamListProps) {
  const going = streams.filter((s) => !s.dismissed && s.timing !== 'ENDED');
  const ended = streams.filter((s) => !s.dismissed && s.timing === 'ENDED');
  const dismissed = streams.filter((s) => s.dismissed);
  const rows = (list: readonly RecurringStream[]) => (
    <Rows>
      {list.map((stream) => (
        <StreamRow
          key={stream.stream_id}
          stream={stream}
          today={today}
          onChoose={(change, done) => onChoose(stream.stream_id, change, done)}
        />
      ))}
    </Rows>
  );
  return (
    <>
      {going.length === 0 ? empty && <p>{empty}</p> : rows(going)}
      {ended.length > 0 && (
        <More>
          <summary>Ended ({ended.length})</summary>
          {rows(ended)}
        </More>
      )}
      {dismissed.length > 0 && (
        <More>
          <summary>Dismissed ({dismissed.length})</summary>
          {rows(dismissed)}
        </More>
      )}
    </>
  );
}
