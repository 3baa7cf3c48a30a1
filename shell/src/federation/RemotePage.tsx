import { Suspense, use, type ReactNode } from 'react';
import { Spinner } from '@finance/shared';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import { forgetRemote, loadRemotePage, type RemotePageId } from './remote-page-loader';

function LoadedPage({ id }: { id: RemotePageId }) {
  const { default: Page } = use(loadRemotePage(id));
  return <Page />;
}

interface RemotePageProps {
  id: RemotePageId;
  label: string;
  /** What shows in its place when the remote cannot be loaded; by default the page-sized message with Retry. */
  unavailable?: (retry: () => void) => ReactNode;
}

/**
 * A page (or part of a page) that a remote provides, mounted inside the shell's router: a spinner while the remote
 * loads, a message with Retry if it cannot be loaded.
 */
export function RemotePage({ id, label, unavailable }: RemotePageProps) {
  return (
    <RemoteErrorBoundary
      key={id}
      onRetry={() => forgetRemote(id)}
      fallback={(_error, retry) => (unavailable ? unavailable(retry) : <RemoteUnavailable label={label} onRetry={retry} />)}
    >
      <Suspense fallback={<Spinner label={`Loading ${label}`} />}>
        <LoadedPage id={id} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
