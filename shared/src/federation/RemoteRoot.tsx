import type { ComponentType, ReactNode } from 'react';
import { bus } from '../bus/event-bus';

/**
 * Marks the root of one app's part of the page with the app's name and the bus instance it sees,
 * so that a duplicated @finance/shared (a broken singleton) shows up as two different instance ids.
 */
export function RemoteRoot({ app, children }: { app: string; children: ReactNode }) {
  return (
    <div data-app={app} data-bus-instance={bus.instanceId}>
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
