import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { OPTIONAL_REMOTES, REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@finance/shared/startup';
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
  // An optional remote this deployment leaves out is not registered: its pages' placeholders show instead.
  registerRemotes(REMOTE_NAMES.flatMap((name) => (entries[name] ? [{ name, entry: entries[name] }] : [])));
}

/** Whether an optional remote is left out of this deployment (no entry in the runtime config); never a required one. */
export function isLeftOut(name: RemoteName): boolean {
  return (OPTIONAL_REMOTES as readonly RemoteName[]).includes(name) && !entries[name];
}

/** Registers one remote again, dropping what the runtime cached of a failed load, so that a retry fetches afresh. */
export function resetRemote(name: RemoteName): void {
  const entry = entries[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
