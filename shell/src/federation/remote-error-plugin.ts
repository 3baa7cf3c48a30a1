import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Keeps one missing remote from taking the app down: the failure is reported once, with the remote's id,
 * and handed to the page that asked for it (which shows a message and a Retry button).
 */
export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'finance-remote-error',
    errorLoadRemote({ id, error, lifecycle }) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`[federation] ${id} could not be loaded (${lifecycle}): ${reason}`);
      // Returning nothing lets loadRemote reject, so the caller's error boundary decides what to show.
      return undefined;
    },
  };
}
