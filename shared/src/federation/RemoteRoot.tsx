import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { bus } from '../bus/event-bus';

const unchanging = () => () => undefined;
const busInstanceId = () => bus.instanceId;
const noInstanceId = () => undefined;

/**
 * Marks the root of one app's part of the page with the app's name and the bus instance it sees,
 * so that a duplicated @finance/shared (a broken singleton) shows up as two different instance ids.
 * A page rendered at build time (the shell's landing page) has no bus: its mark is added once the page is hydrated.
 */
export function RemoteRoot({ app, children }: { app: string; children: ReactNode }) {
  const instanceId = useSyncExternalStore(unchanging, busInstanceId, noInstanceId);
  return (
    <div data-app={app} data-bus-instance={instanceId}>
      {children}
    </div>
  );
}

/** Wraps a remote's page for exposing: the default export of each module in a remote's src/exposes/. */
export function exposePage(app: string, Page: ComponentType): ComponentType {
  function ExposedPage() {
    return (
      <RemoteRoot app={app}>
        <Page />
      </RemoteRoot>
    );
  }
  ExposedPage.displayName = `Exposed(${Page.displayName ?? Page.name ?? app})`;
  return ExposedPage;
}
