import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, isRemotePageModule, type RemoteName, type RemotePageModule } from '@finance/shared/startup';
import { isLeftOut, resetRemote } from './register-remotes';

export type RemotePageId = `${RemoteName}/${string}`;

export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
  constructor(
    readonly remoteId: RemotePageId,
    cause?: unknown,
  ) {
    super(`${remoteId} could not be loaded`, { cause });
  }
}

/** How a page's load ended: its module, or why it could not be loaded. */
export type RemotePageResult = { module: RemotePageModule } | { error: RemoteUnavailableError };

const loads = new Map<RemotePageId, Promise<RemotePageModule>>();
const results = new Map<RemotePageId, RemotePageResult>();
const listeners = new Set<() => void>();

function settle(id: RemotePageId, load: Promise<RemotePageModule>, result: RemotePageResult): void {
  // A load forgotten meanwhile (a Retry) is not this page's result any more.
  if (loads.get(id) !== load) return;
  results.set(id, result);
  for (const listener of listeners) listener();
}

export function remoteNameOf(id: RemotePageId): RemoteName {
  const name = id.slice(0, id.indexOf('/'));
  if (!(REMOTE_NAMES as readonly string[]).includes(name)) throw new Error(`Unknown remote in "${id}"`);
  return name as RemoteName;
}

/** One load per exposed page, shared by every render and preload that asks for it. */
export function loadRemotePage(id: RemotePageId): Promise<RemotePageModule> {
  let load = loads.get(id);
  if (!load) {
    // A remote the deployment leaves out fails at once, with nothing fetched; a runtime that refuses synchronously (not
    // set up, unknown remote) fails the load like a remote that is down.
    const name = remoteNameOf(id);
    load = new Promise<unknown>((resolve) => {
      if (isLeftOut(name)) throw new Error(`${name} is not deployed (no entry in the runtime config)`);
      resolve(loadRemote<unknown>(id));
    }).then(
      (module) => {
        if (!isRemotePageModule(module)) throw new RemoteUnavailableError(id);
        return module;
      },
      (error: unknown) => {
        throw new RemoteUnavailableError(id, error);
      },
    );
    const settled = load;
    settled.then(
      (module) => settle(id, settled, { module }),
      (error: RemoteUnavailableError) => settle(id, settled, { error }),
    );
    loads.set(id, load);
  }
  return load;
}

/** The page's load as it stands: undefined while it is under way (or not started). */
export function remotePageResult(id: RemotePageId): RemotePageResult | undefined {
  return results.get(id);
}

/** Calls back whenever a page's load ends (for useSyncExternalStore). */
export function subscribeToRemotePages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets a failed load of this remote's pages so that the next render fetches the remote again. */
export function forgetRemote(id: RemotePageId): void {
  const name = remoteNameOf(id);
  for (const key of loads.keys()) {
    if (remoteNameOf(key) === name) {
      loads.delete(key);
      results.delete(key);
    }
  }
  resetRemote(name);
}
