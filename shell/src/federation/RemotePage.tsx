import { Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Spinner } from '@finance/shared';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import {
  forgetRemote,
  loadRemotePage,
  remotePageResult,
  subscribeToRemotePages,
  type RemotePageId,
} from './remote-page-loader';

/**
 * The remote's page once loaded; a spinner while it loads; a failed load thrown to the RemoteErrorBoundary.
 *
 * The remote's load is followed as an external store, not with Suspense: React holds back a Suspense boundary's
 * content for up to 300 ms after its fallback showed (its reveal throttle), which made every page that opens on a
 * remote appear about a quarter of a second after its code had arrived. A page already loaded (the route's preload,
 * or a page seen before) renders in the same pass as the layout around it.
 */
function LoadedPage({ id, fallback, spinner }: { id: RemotePageId; fallback?: RemotePageId; spinner: ReactNode }) {
  const result = useSyncExternalStore(subscribeToRemotePages, () => remotePageResult(id));
  useEffect(() => {
    // Starts the load (or joins the preload); its end reaches this component through the store.
    if (!result) loadRemotePage(id).catch(() => undefined);
  }, [id, result]);
  if (!result) return spinner;
  if ('error' in result) {
    // The page a replaced placeholder still stands in for: shown, with no alert, while the remote is not there.
    if (fallback) return <LoadedPage id={fallback} spinner={spinner} />;
    throw result.error;
  }
  const { default: Page } = result.module;
  return <Page />;
}

interface RemotePageProps {
  id: RemotePageId;
  label: string;
  /**
   * The page to show instead when the remote is not deployed or cannot be loaded (a placeholder the remote replaced);
   * a failure of that one shows the message with Retry.
   */
  fallback?: RemotePageId;
  /** What shows in its place when the remote cannot be loaded; by default the page-sized message with Retry. */
  unavailable?: (retry: () => void) => ReactNode;
}

/**
 * A page (or part of a page) that a remote provides, mounted inside the shell's router: a spinner while the remote
 * loads, its fallback page if it has one and the remote is not there, else a message with Retry.
 */
export function RemotePage({ id, label, fallback, unavailable }: RemotePageProps) {
  const spinner = <Spinner label={`Loading ${label}`} />;
  return (
    <RemoteErrorBoundary
      key={id}
      onRetry={() => {
        forgetRemote(id);
        if (fallback) forgetRemote(fallback);
      }}
      fallback={(_error, retry) =>
        unavailable ? unavailable(retry) : <RemoteUnavailable label={label} onRetry={retry} />
      }
    >
      {/* A page that itself waits (Suspense) for something of its own shows the same spinner in its place. */}
      <Suspense fallback={spinner}>
        <LoadedPage id={id} fallback={fallback} spinner={spinner} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
