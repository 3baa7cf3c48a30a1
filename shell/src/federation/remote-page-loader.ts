import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, isRemotePageModule, type RemoteName, type RemotePageModule } from '@finance/shared';
import { resetRemote } from './register-remotes';

export type RemotePageId = `${RemoteName}/${string}`;

export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
  constructor(readonly remoteId: RemotePageId, cause?: unknown) {
    super(`${remoteId} could not be loaded`, { cause });
  }
}

const loads = new Map<RemotePageId, Promise<RemotePageModule>>();

export function remoteNameOf(id: RemotePageId): RemoteName {
  const name = id.slice(0, id.indexOf('/'));
  if (!(REMOTE_NAMES as readonly string[]).includes(name)) throw new Error(`Unknown remote in "${id}"`);
  return name as RemoteName;
}

/** One load per exposed page, shared by every render that asks for it (a stable promise for React's use()). */
export function loadRemotePage(id: RemotePageId): Promise<RemotePageModule> {
  let load = loads.get(id);
  if (!load) {
    // A runtime that refuses synchronously (not set up, unknown remote) fails the load like a remote that is down.
    load = new Promise<unknown>((resolve) => resolve(loadRemote<unknown>(id))).then(
      (module) => {
        if (!isRemotePageModule(module)) throw new RemoteUnavailableError(id);
        return module;
      },
      (error: unknown) => {
        throw new RemoteUnavailableError(id, error);
      },
    );
    loads.set(id, load);
  }
  return load;
}

/** Forgets a failed load of this remote's pages so that the next render fetches the remote again. */
export function forgetRemote(id: RemotePageId): void {
  const name = remoteNameOf(id);
  for (const key of loads.keys()) {
    if (remoteNameOf(key) === name) loads.delete(key);
  }
  resetRemote(name);
}
