import { useSyncExternalStore, type ComponentType } from 'react';
import { Spinner } from '@finance/shared';
import { linkScriptSettled, subscribeToLinkScript } from './link-script';

/**
 * A page that links through Plaid renders once the local Link script has run (usePlaidLink must not run before it),
 * with a spinner meanwhile. It waits as an external store, not by suspending: React holds a Suspense boundary's
 * content back for up to 300 ms after its fallback showed. In production there is no local script: the page renders
 * at once.
 */
export function withLinkScript(Page: ComponentType): ComponentType {
  function LinkReadyPage() {
    const settled = useSyncExternalStore(subscribeToLinkScript, linkScriptSettled);
    return settled ? <Page /> : <Spinner label="Loading bank linking" />;
  }
  LinkReadyPage.displayName = `WithLinkScript(${Page.displayName ?? Page.name})`;
  return LinkReadyPage;
}
