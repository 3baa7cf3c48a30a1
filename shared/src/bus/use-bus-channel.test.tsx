import { act, render, screen } from '@testing-library/react';
import { EventBus } from './event-bus';
import { useBusChannel } from './use-bus-channel';

function SyncLabel({ source }: { source: EventBus }) {
  const sync = useBusChannel('sync', source);
  return <p>{sync.isSyncing ? 'Syncing' : (sync.syncError ?? 'Idle')}</p>;
}

describe('useBusChannel', () => {
  it('renders the current value and re-renders on each publish', () => {
    const source = new EventBus();
    render(<SyncLabel source={source} />);
    expect(screen.getByText('Idle')).toBeInTheDocument();
    act(() => source.publish('sync', { lastSync: null, isSyncing: true, syncError: null }));
    expect(screen.getByText('Syncing')).toBeInTheDocument();
    act(() => source.publish('sync', { lastSync: null, isSyncing: false, syncError: 'Failed to sync data' }));
    expect(screen.getByText('Failed to sync data')).toBeInTheDocument();
  });
});
