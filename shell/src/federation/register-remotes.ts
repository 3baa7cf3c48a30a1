import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@finance/shared/startup';
import { manifestRetryPlugin } from './manifest-retry-plugin';
import { remoteErrorPlugin } from './remote-error-plugin';

let entries: Partial<Record<RemoteName, string>> = {};

/** Registers the remotes named in the runtime config; nothing is fetched until a page needs one. */
export function registerRemotesFromConfig(config: RuntimeConfig): void {
  registerPlugins([
    // A manifest fetch that fails once (a deploy in progress, a dropped packet) is tried again before giving up.
    manifestRetryPlugin({ retries: 2, delayMs: 300 }),
    remoteErrorPlugin(),
  ]);
  entries = { ...config.remotes };
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
}

/** Registers one remote again, dropping what the runtime cached of a failed load, so that a retry fetches afresh. */
export function resetRemote(name: RemoteName): void {
  const entry = entries[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
