import { useCallback, useSyncExternalStore } from 'react';
import { bus as defaultBus, type BusChannel, type BusChannels, type EventBus } from './event-bus';

/** The latest value of a bus channel, re-rendering when it changes. */
export function useBusChannel<K extends BusChannel>(channel: K, bus: EventBus = defaultBus): BusChannels[K] {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = bus.select(channel).subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [bus, channel],
  );
  const read = useCallback(() => bus.current(channel), [bus, channel]);
  return useSyncExternalStore(subscribe, read, read);
}
